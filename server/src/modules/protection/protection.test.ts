import type { ApiEnvelope, PayInfo, RealNameStatus, SpendingRefusal, UserProfile } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { residentIdFor } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  createTestClock,
  envelope,
  okData,
  post,
  registerUser,
  type TestClock,
  uniqueResidentId,
  verifyRealName,
} from '../../../test/accounts';
import { testConfig } from '../../../test/config';
import { grant, notify } from '../payments/test/helpers';

/** 2026-03-31 23:58 in Asia/Shanghai (15:58 UTC): two minutes before a new month there. */
const LAST_MINUTES_OF_MARCH = Date.UTC(2026, 2, 31, 15, 58);
/** Package ids by price (migration 0004): ¥6, ¥30, ¥68, ¥128, ¥328, ¥648. */
const PACKAGE = { y6: 1, y30: 2, y68: 3, y128: 4, y648: 6 } as const;

type Refusal = ApiEnvelope<SpendingRefusal | null>;

describe.each(databaseKinds)('player protection on %s', (kind) => {
  const database = useTestDatabase(kind);

  async function appAt(start: number, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; clock: TestClock }> {
    const clock = createTestClock(start);
    const app = await buildApp(testConfig(env), { database: database.db, now: clock.now });
    await app.ready();
    return { app, clock };
  }

  const recharge = (app: FastifyInstance, token: string, packageId: number) => post(app, '/api/order/payInfo', { packageId }, { token });

  /** Creates and pays a recharge order through the sandbox's signed notification. */
  async function payRecharge(app: FastifyInstance, clock: TestClock, token: string, packageId: number) {
    const info = okData<PayInfo>(await recharge(app, token, packageId));
    const body = {
      orderNo: info.orderNo,
      amountCents: info.amountCents,
      status: 'paid',
      providerRef: `T-${info.orderNo}`,
      timestamp: clock.now().getTime(),
    };
    expect(okData(await notify(app, body))).toEqual({ outcome: 'credited' });
  }

  const status = async (app: FastifyInstance, token: string) =>
    okData<RealNameStatus>(await app.inject({ method: 'GET', url: '/api/user/realname', headers: { token } }));

  describe('verification', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await appAt(LAST_MINUTES_OF_MARCH));
    });
    afterAll(() => app.close());

    it('verifies a name and a valid ID: needRealName turns false and the age comes from the birth date', async () => {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      expect(user.needRealName).toBe(true);
      const before = await status(app, user.token);
      expect(before).toMatchObject({ verified: false, maskedName: null, age: null, spending: { band: 'unverified' } });

      const verified = okData<RealNameStatus>(
        await post(app, '/api/user/realname', { name: '张三丰', idNumber: uniqueResidentId('2010-04-01') }, { token: user.token }),
      );
      // Born 2010-04-01: on 2026-03-31 (Shanghai) the 16th birthday is tomorrow.
      expect(verified).toMatchObject({ verified: true, maskedName: '张**', birthMonth: '2010-04', age: 15 });
      expect(verified.spending).toEqual({
        band: 'under16',
        perPaymentCents: 5000,
        perMonthCents: 20000,
        spentThisMonthCents: 0,
        leftThisMonthCents: 20000,
      });
      const profile = okData<UserProfile>(await post(app, '/api/user/center/me', {}, { token: user.token }));
      expect(profile).toMatchObject({ needRealName: false, age: 15 });
      const again = await post(
        app,
        '/api/user/realname',
        { name: '张三丰', idNumber: uniqueResidentId('1990-01-01') },
        { token: user.token },
      );
      expect([again.statusCode, envelope(again).code]).toEqual([409, ResultCode.realNameAlreadyVerified]);
    });

    it('refuses a wrong check digit, a bad birth date and a bad name with 400 naming the field, and stores nothing', async () => {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      const valid = residentIdFor('1990-05-17', 123);
      const wrongDigit = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
      const cases: Array<[Record<string, string>, RegExp]> = [
        [{ name: '李四', idNumber: wrongDigit }, /身份证号：.*校验位不正确/],
        [{ name: '李四', idNumber: '11010119900230123X' }, /身份证号：.*出生日期无效/],
        [{ name: '李四', idNumber: '12345' }, /身份证号：.*18 位/],
        [{ name: 'Li Si', idNumber: valid }, /姓名：/],
      ];
      for (const [body, message] of cases) {
        const answer = await post(app, '/api/user/realname', body, { token: user.token });
        expect(answer.statusCode).toBe(400);
        expect(envelope(answer)).toMatchObject({ code: ResultCode.realNameInvalid });
        expect(envelope(answer).msg).toMatch(message);
      }
      // A lower-case x and spaces are what players type: accepted.
      const typed = residentIdFor('1990-05-17', 124)
        .toLowerCase()
        .replace(/^(\d{6})/, '$1 ');
      okData(await post(app, '/api/user/realname', { name: '李四', idNumber: typed }, { token: user.token }));
    });

    it('answers the provider\'s "does not match" as 2106 and keeps the account unverified', async () => {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      const answer = await post(
        app,
        '/api/user/realname',
        { name: '王不符', idNumber: uniqueResidentId('1990-01-01') },
        { token: user.token },
      );
      expect([answer.statusCode, envelope(answer).code]).toEqual([400, ResultCode.realNameMismatch]);
      const after = await status(app, user.token);
      expect(after.verified).toBe(false);
    });

    it('allows 10 verification attempts a day per account, typos included (HTTP 429 after)', async () => {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      for (let i = 0; i < 10; i += 1) {
        const answer = await post(
          app,
          '/api/user/realname',
          { name: '王不符', idNumber: uniqueResidentId('1990-01-01') },
          { token: user.token },
        );
        expect(envelope(answer).code).toBe(ResultCode.realNameMismatch);
      }
      const refused = await post(
        app,
        '/api/user/realname',
        { name: '王五', idNumber: uniqueResidentId('1990-01-01') },
        { token: user.token },
      );
      expect([refused.statusCode, envelope(refused).code]).toEqual([429, ResultCode.rateLimited]);
      expect(envelope(refused).msg).toMatch(/实名认证尝试次数过多/);
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('lets one ID verify at most 3 accounts, even when 8 accounts try at once', async () => {
      const idNumber = uniqueResidentId('1988-08-08');
      const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(app, undefined, undefined, {}, 'unverified')));
      const answers = await Promise.all(
        users.map((user) => post(app, '/api/user/realname', { name: '赵六', idNumber }, { token: user.token })),
      );
      const codes = answers.map((answer) => envelope(answer).code).sort();
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      expect(codes.filter((code) => code === ResultCode.residentIdOverused)).toHaveLength(5);
      expect(answers.find((answer) => envelope(answer).code !== 0)!.statusCode).toBe(409);
    });

    it('never stores the ID number or the name in clear: no column of any table holds them', async () => {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      const idNumber = uniqueResidentId('1995-12-03');
      okData(await post(app, '/api/user/realname', { name: '欧阳娜娜', idNumber }, { token: user.token }));
      const columns = await database.db.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
      );
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        // The ID's last 12 characters (birth date, sequence, check digit) or the name anywhere in any text.
        const hit = await database.db.one(
          `SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text LIKE $1 OR "${column_name}"::text LIKE $2 LIMIT 1`,
          [`%${idNumber.slice(6)}%`, '%欧阳娜娜%'],
        );
        if (hit) found.push(`${table_name}.${column_name}`);
      }
      expect(found).toEqual([]);
      const stored = await database.db.one<{ id_hash: string; masked_name: string }>(
        'SELECT id_hash, masked_name FROM real_name_verifications WHERE user_id = $1',
        [user.uid],
      );
      expect(stored).toEqual({ id_hash: expect.stringMatching(/^[0-9a-f]{64}$/), masked_name: '欧***' });
    });

    it('keys the ID hash with REALNAME_HASH_SECRET: another secret gives another hash', async () => {
      const other = await appAt(LAST_MINUTES_OF_MARCH, { REALNAME_HASH_SECRET: 'another-secret-for-this-test-0123456789' });
      try {
        const idNumber = uniqueResidentId('1991-02-02');
        const [a, b] = [
          await registerUser(app, undefined, undefined, {}, 'unverified'),
          await registerUser(other.app, undefined, undefined, {}, 'unverified'),
        ];
        okData(await post(app, '/api/user/realname', { name: '钱七', idNumber }, { token: a.token }));
        okData(await post(other.app, '/api/user/realname', { name: '钱七', idNumber }, { token: b.token }));
        const hashes = await database.db.query<{ id_hash: string }>(
          'SELECT id_hash FROM real_name_verifications WHERE user_id IN ($1, $2)',
          [a.uid, b.uid],
        );
        expect(new Set(hashes.map((row) => row.id_hash)).size).toBe(2);
      } finally {
        await other.app.close();
      }
    });
  });

  describe('age bands at their birthdays (2026-03-31 in Asia/Shanghai)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await appAt(LAST_MINUTES_OF_MARCH));
    });
    afterAll(() => app.close());

    /** A player N years old from today (birthday today) or still N-1 (birthday tomorrow). */
    const playerTurning = (years: number, when: 'today' | 'tomorrow') =>
      registerUser(app, undefined, undefined, {}, { birthDate: `${2026 - years}-${when === 'today' ? '03-31' : '04-01'}` });

    const expectRefused = (answer: Awaited<ReturnType<typeof recharge>>, code: number) => {
      const body = envelope(answer) as Refusal;
      expect([answer.statusCode, body.code]).toEqual([403, code]);
      return body;
    };

    it('refuses every payment of an unverified player, with the data that leads to verification', async () => {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      const body = expectRefused(await recharge(app, user.token, PACKAGE.y6), ResultCode.realNameRequired);
      expect(body.msg).toContain('实名认证');
      expect(body.data).toMatchObject({ band: 'unverified', amountCents: 600 });
      await grant(database.db, user.uid, 1000);
      expectRefused(await post(app, '/api/vip/vipopen', { planId: 1 }, { token: user.token }), ResultCode.realNameRequired);
    });

    it('under 8: no payment the day before the 8th birthday; ¥50 a payment from the birthday on', async () => {
      const seven = await playerTurning(8, 'tomorrow');
      expectRefused(await recharge(app, seven.token, PACKAGE.y6), ResultCode.minorUnder8);
      await grant(database.db, seven.uid, 1000);
      expectRefused(await post(app, '/api/vip/vipopen', { planId: 1 }, { token: seven.token }), ResultCode.minorUnder8);

      const eight = await playerTurning(8, 'today');
      okData(await recharge(app, eight.token, PACKAGE.y30));
      const body = expectRefused(await recharge(app, eight.token, PACKAGE.y68), ResultCode.minorPaymentLimit);
      expect(body.msg).toBe('根据国家规定，未满16周岁的用户单次支付不能超过¥50（本次¥68）');
      expect(body.data).toMatchObject({ band: 'under16', perPaymentCents: 5000, amountCents: 6800 });
    });

    it('16: ¥50 a payment the day before the 16th birthday; ¥100 from the birthday on', async () => {
      const fifteen = await playerTurning(16, 'tomorrow');
      okData(await recharge(app, fifteen.token, PACKAGE.y30));
      expectRefused(await recharge(app, fifteen.token, PACKAGE.y68), ResultCode.minorPaymentLimit);

      const sixteen = await playerTurning(16, 'today');
      okData(await recharge(app, sixteen.token, PACKAGE.y68));
      const body = expectRefused(await recharge(app, sixteen.token, PACKAGE.y128), ResultCode.minorPaymentLimit);
      expect(body.data).toMatchObject({ band: 'under18', perPaymentCents: 10000, perMonthCents: 40000 });
    });

    it('18: ¥100 a payment the day before the 18th birthday; no limit from the birthday on', async () => {
      const seventeen = await playerTurning(18, 'tomorrow');
      expectRefused(await recharge(app, seventeen.token, PACKAGE.y128), ResultCode.minorPaymentLimit);

      const eighteen = await playerTurning(18, 'today');
      okData(await recharge(app, eighteen.token, PACKAGE.y128));
      okData(await recharge(app, eighteen.token, PACKAGE.y648));
      const mine = await status(app, eighteen.token);
      expect(mine).toMatchObject({
        age: 18,
        spending: { band: 'adult', perPaymentCents: null, perMonthCents: null, leftThisMonthCents: null },
      });
    });

    it('values an X钻 purchase at the recharge rate (10 X钻 = ¥1) against the per-payment limit', async () => {
      const fifteen = await playerTurning(16, 'tomorrow');
      await grant(database.db, fifteen.uid, 5000);
      // 月卡 300 X钻 = ¥30: allowed; 年卡 2800 X钻 = ¥280: over ¥50.
      okData(await post(app, '/api/vip/vipopen', { planId: 1 }, { token: fifteen.token }));
      const body = expectRefused(
        await post(app, '/api/vip/vipopen', { planId: 3 }, { token: fifteen.token }),
        ResultCode.minorPaymentLimit,
      );
      expect(body.data).toMatchObject({ amountCents: 28000, perPaymentCents: 5000 });
      const balance = await database.db.one<{ coin_num: string }>('SELECT coin_num::text AS coin_num FROM users WHERE uid = $1', [
        fifteen.uid,
      ]);
      expect(balance!.coin_num).toBe('4700');
    });
  });

  describe('monthly limits, by calendar month in Asia/Shanghai', () => {
    it('8 to under 16: ¥200 a month counting paid and payable orders; a new Shanghai month starts afresh', async () => {
      const { app, clock } = await appAt(LAST_MINUTES_OF_MARCH);
      try {
        const user = await registerUser(app, undefined, undefined, {}, { birthDate: '2012-06-15' });
        for (let i = 0; i < 6; i += 1) await payRecharge(app, clock, user.token, PACKAGE.y30);
        // ¥180 paid: ¥30 more is over; the refusal says the limit, what was spent and what is left.
        const over = envelope(await recharge(app, user.token, PACKAGE.y30)) as Refusal;
        expect(over.code).toBe(ResultCode.minorMonthlyLimit);
        expect(over.msg).toBe('根据国家规定，未满16周岁的用户每月累计充值不能超过¥200，本月已充值¥180，剩余额度¥20');
        expect(over.data).toEqual({
          band: 'under16',
          perPaymentCents: 5000,
          perMonthCents: 20000,
          spentThisMonthCents: 18000,
          leftThisMonthCents: 2000,
          amountCents: 3000,
        });
        // A payable (pending) order holds its ¥6 too: three fit, the fourth does not.
        for (let i = 0; i < 3; i += 1) okData(await recharge(app, user.token, PACKAGE.y6));
        expect(envelope(await recharge(app, user.token, PACKAGE.y6)).code).toBe(ResultCode.minorMonthlyLimit);
        // 23:59 Shanghai is still March; at 00:00 on 1 April (16:00 UTC) the month is new.
        clock.advance(60_000);
        expect(envelope(await recharge(app, user.token, PACKAGE.y30)).code).toBe(ResultCode.minorMonthlyLimit);
        clock.advance(60_000);
        okData(await recharge(app, user.token, PACKAGE.y30));
      } finally {
        await app.close();
      }
    });

    it('an expired or cancelled order gives its share of the month back', async () => {
      const { app, clock } = await appAt(LAST_MINUTES_OF_MARCH - 3 * 3_600_000);
      try {
        const user = await registerUser(app, undefined, undefined, {}, { birthDate: '2012-06-15' });
        for (let i = 0; i < 4; i += 1) okData(await recharge(app, user.token, PACKAGE.y30));
        for (let i = 0; i < 2; i += 1) await payRecharge(app, clock, user.token, PACKAGE.y30);
        expect(envelope(await recharge(app, user.token, PACKAGE.y30)).code).toBe(ResultCode.minorMonthlyLimit);
        clock.advance(16 * 60_000); // the four pending orders expire
        okData(await recharge(app, user.token, PACKAGE.y30));
      } finally {
        await app.close();
      }
    });

    it('16 to under 18: ¥400 a month', async () => {
      const { app, clock } = await appAt(LAST_MINUTES_OF_MARCH - 3 * 3_600_000);
      try {
        const user = await registerUser(app, undefined, undefined, {}, { birthDate: '2009-06-15' });
        for (let i = 0; i < 5; i += 1) await payRecharge(app, clock, user.token, PACKAGE.y68);
        expect(envelope(await recharge(app, user.token, PACKAGE.y68)).code).toBe(ResultCode.minorMonthlyLimit);
        await payRecharge(app, clock, user.token, PACKAGE.y30);
        await payRecharge(app, clock, user.token, PACKAGE.y30);
        const full = envelope(await recharge(app, user.token, PACKAGE.y6)) as Refusal;
        expect(full.data).toMatchObject({ spentThisMonthCents: 40000, leftThisMonthCents: 0 });
      } finally {
        await app.close();
      }
    });

    it('50 concurrent recharges by a 15-year-old never take the month past ¥200', async () => {
      const { app, clock } = await appAt(LAST_MINUTES_OF_MARCH - 3 * 3_600_000);
      try {
        const user = await registerUser(app, undefined, undefined, {}, { birthDate: '2011-01-20' });
        for (let i = 0; i < 6; i += 1) await payRecharge(app, clock, user.token, PACKAGE.y30);
        const answers = await Promise.all(Array.from({ length: 50 }, () => recharge(app, user.token, PACKAGE.y6)));
        const created = answers.filter((answer) => envelope(answer).code === 0).map((answer) => envelope<PayInfo>(answer).data);
        expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
        // Pay every order that was made, all at once too.
        await Promise.all(
          created.map((info) =>
            notify(app, {
              orderNo: info.orderNo,
              amountCents: info.amountCents,
              status: 'paid',
              providerRef: `C-${info.orderNo}`,
              timestamp: clock.now().getTime(),
            }),
          ),
        );
        const paid = await database.db.one<{ total: string }>(
          "SELECT sum(amount_cents)::text AS total FROM orders WHERE user_id = $1 AND kind = 'recharge' AND status = 'paid'",
          [user.uid],
        );
        expect(created).toHaveLength(3);
        expect(Number(paid!.total)).toBe(19800);
        expect(Number(paid!.total)).toBeLessThanOrEqual(20000);
      } finally {
        await app.close();
      }
    });
  });

  it("a verified adult (the test helpers' default, verified through the route) pays without limits", async () => {
    const { app } = await appAt(Date.now());
    try {
      const user = await registerUser(app, undefined, undefined, {}, 'unverified');
      await verifyRealName(app, user);
      okData(await recharge(app, user.token, PACKAGE.y648));
      expect((await status(app, user.token)).spending.band).toBe('adult');
    } finally {
      await app.close();
    }
  });
});
