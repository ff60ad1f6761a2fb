import type { Order, PayInfo, RechargePackage } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';
import { money, notify } from './test/helpers';

describe.each(databaseKinds)('recharge and sandbox payments on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  async function order(token: string, packageId = 1): Promise<PayInfo> {
    return okData<PayInfo>(await post(test.app, '/api/order/payInfo', { packageId }, { token }));
  }
  const notices = (orderNo: string) =>
    database.db.query<{ outcome: string }>('SELECT outcome FROM payment_notifications WHERE order_no = $1 ORDER BY id', [orderNo]);
  const orderRow = (orderNo: string) =>
    database.db.one<{ status: string; paid_at: Date | null; provider_ref: string | null }>(
      'SELECT status, paid_at, provider_ref FROM orders WHERE order_no = $1',
      [orderNo],
    );

  it('lists the seeded packages: coins are ten per yuan, some with a bonus', async () => {
    const packages = okData<RechargePackage[]>(await post(test.app, '/api/order/packages'));
    expect(packages.map((p) => p.priceCents)).toEqual([600, 3000, 6800, 12800, 32800, 64800]);
    for (const p of packages) expect(p.coins).toBe(p.priceCents / 10);
    expect(packages.some((p) => p.bonus > 0)).toBe(true);
  });

  it('payInfo needs a session and creates a pending order that expires in 15 minutes', async () => {
    expect(envelope(await post(test.app, '/api/order/payInfo', { packageId: 1 })).code).toBe(2);
    const user = await registerUser(test.app);
    expect(envelope(await post(test.app, '/api/order/payInfo', { packageId: 999 }, { token: user.token })).code).toBe(
      ResultCode.packageNotFound,
    );
    const info = await order(user.token, 2);
    expect(info).toEqual({
      orderNo: expect.any(String),
      payUrl: expect.stringMatching(new RegExp(`^/api/payments/sandbox/checkout/${info.orderNo}/\\d+\\.[\\w-]{43}$`)),
      amountCents: 3000,
      coins: 310,
      expiresAt: expect.any(String),
    });
    expect(Date.parse(info.expiresAt) - test.clock.now().getTime()).toBe(15 * 60 * 1000);
    const status = okData<Order>(
      await test.app.inject({ method: 'GET', url: `/api/order/status?orderNo=${info.orderNo}`, headers: { token: user.token } }),
    );
    expect(status).toMatchObject({
      orderNo: info.orderNo,
      kind: 'recharge',
      status: 'pending',
      amountCents: 3000,
      coins: 310,
      paidAt: null,
    });
    const other = await registerUser(test.app);
    const foreign = await test.app.inject({
      method: 'GET',
      url: `/api/order/status?orderNo=${info.orderNo}`,
      headers: { token: other.token },
    });
    expect(envelope(foreign).code).toBe(ResultCode.orderNotFound);
  });

  it('a valid notification credits once; ten replays credit nothing more', async () => {
    const user = await registerUser(test.app);
    const info = await order(user.token, 3);
    const body = { orderNo: info.orderNo, amountCents: 6800, status: 'paid', providerRef: 'SBX-1', timestamp: Date.now() };
    expect(okData(await notify(test.app, body))).toEqual({ outcome: 'credited' });
    const replays = await Promise.all(Array.from({ length: 10 }, () => notify(test.app, body)));
    for (const replay of replays) expect(okData(replay)).toEqual({ outcome: 'already-paid' });
    const after = await money(database.db, user.uid);
    expect(after.balance).toBe(710);
    expect(after.ledger).toEqual([{ amount: '710', reason: 'recharge', reference: `order:${info.orderNo}`, balance_after: '710' }]);
    expect(await orderRow(info.orderNo)).toMatchObject({ status: 'paid', provider_ref: 'SBX-1', paid_at: expect.anything() });
    expect((await notices(info.orderNo)).map((n) => n.outcome).sort()).toEqual(['credited', ...Array(10).fill('already-paid')].sort());
  });

  it('forged signature, wrong amount, unknown order and expired order credit nothing and are stored', async () => {
    const user = await registerUser(test.app);
    const info = await order(user.token, 1);
    const good = { orderNo: info.orderNo, amountCents: 600, status: 'paid', providerRef: 'SBX-2', timestamp: Date.now() };

    const forged = await notify(test.app, good, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    const garbage = await notify(test.app, good, undefined, 'zz');
    expect(garbage.statusCode).toBe(400);
    const wrong = await notify(test.app, { ...good, amountCents: 1 });
    expect(wrong.statusCode).toBe(400);
    const unknown = await notify(test.app, { ...good, orderNo: 'NOPE123' });
    expect(unknown.statusCode).toBe(400);

    const stored = await database.db.query<{ outcome: string; order_no: string | null }>(
      `SELECT outcome, order_no FROM payment_notifications WHERE raw_body LIKE $1 OR order_no = 'NOPE123' ORDER BY id`,
      [`%${info.orderNo}%`],
    );
    expect(stored.map((s) => s.outcome)).toEqual(['bad-signature', 'bad-signature', 'wrong-amount', 'unknown-order']);
    expect((await money(database.db, user.uid)).balance).toBe(0);
    expect((await orderRow(info.orderNo))!.status).toBe('pending');

    test.clock.advance(15 * 60 * 1000 + 1);
    const late = await notify(test.app, good);
    expect(late.statusCode).toBe(400);
    expect(envelope(late).msg).toContain('expired');
    expect((await orderRow(info.orderNo))!.status).toBe('expired');
    expect(await money(database.db, user.uid)).toEqual({ balance: 0, sum: 0, ledger: [] });
    expect((await notices(info.orderNo)).at(-1)!.outcome).toBe('expired');
  });

  it('the checkout page says 沙箱支付; confirm notifies, credits and redirects to /recharge?order=…', async () => {
    const user = await registerUser(test.app);
    const info = await order(user.token, 1);
    const page = await test.app.inject({ method: 'GET', url: info.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('沙箱支付');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('取消支付');
    expect(page.body).toContain(`${info.payUrl}/confirm`);
    expect(page.body).toContain('¥6.00');

    const confirm = await test.app.inject({ method: 'POST', url: `${info.payUrl}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/recharge?order=${info.orderNo}`);
    const after = await money(database.db, user.uid);
    expect(after.balance).toBe(60);
    expect(after.sum).toBe(60);
    expect((await notices(info.orderNo)).map((n) => n.outcome)).toEqual(['credited']);
    const status = okData<Order>(
      await test.app.inject({ method: 'GET', url: `/api/order/status?orderNo=${info.orderNo}`, headers: { token: user.token } }),
    );
    expect(status.status).toBe('paid');
    // A second confirm (back button) credits nothing more.
    await test.app.inject({ method: 'POST', url: `${info.payUrl}/confirm` });
    expect((await money(database.db, user.uid)).balance).toBe(60);
    expect((await test.app.inject({ method: 'GET', url: info.payUrl })).body).toContain('已支付');
  });

  it('checks signatures with PAYMENT_SANDBOX_SECRET', async () => {
    const own = await buildAccountsApp(database.db, { PAYMENT_SANDBOX_SECRET: 'another-secret' });
    try {
      const user = await registerUser(own.app);
      const info = okData<PayInfo>(await post(own.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token }));
      const body = { orderNo: info.orderNo, amountCents: 600, status: 'paid', providerRef: 'k', timestamp: 1 };
      expect((await notify(own.app, body)).statusCode).toBe(400);
      expect(okData(await notify(own.app, body, 'another-secret'))).toEqual({ outcome: 'credited' });
      // The sandbox's own confirm signs with the configured secret too.
      const second = okData<PayInfo>(await post(own.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token }));
      await own.app.inject({ method: 'POST', url: `${second.payUrl}/confirm` });
      expect((await money(database.db, user.uid)).balance).toBe(120);
    } finally {
      await own.app.close();
    }
  });

  it('cancel marks the order cancelled and a later notification credits nothing', async () => {
    const user = await registerUser(test.app);
    const info = await order(user.token, 1);
    const cancel = await test.app.inject({ method: 'POST', url: `${info.payUrl}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`/recharge?order=${info.orderNo}`);
    expect((await orderRow(info.orderNo))!.status).toBe('cancelled');
    const late = await notify(test.app, { orderNo: info.orderNo, amountCents: 600, status: 'paid', providerRef: 'x', timestamp: 1 });
    expect(late.statusCode).toBe(400);
    expect((await money(database.db, user.uid)).balance).toBe(0);
  });

  it('payInfo takes packageId only as a whole number of a package: every other spelling is a 400 naming it, no order made', async () => {
    const user = await registerUser(test.app);
    const orders = async () =>
      Number((await database.db.one<{ n: string }>('SELECT count(*)::text AS n FROM orders WHERE user_id = $1', [user.uid]))!.n);
    const json: unknown[] = ['1', '1.0', true, [1], '0x1', ' 1', 2147483648, -1, 0, 1.5, null, {}, '１'];
    const form = ['1.0', 'true', '0x1', ' 1', '+1', '01', '1e0', '2147483648', '-1', '0', '', '1,2'];
    const answers = [
      ...json.map((packageId) => post(test.app, '/api/order/payInfo', { packageId }, { token: user.token, json: true })),
      ...form.map((packageId) => post(test.app, '/api/order/payInfo', { packageId }, { token: user.token })),
    ];
    for (const answer of await Promise.all(answers)) {
      expect([answer.statusCode, envelope(answer).msg]).toEqual([400, expect.stringContaining('packageId')]);
    }
    expect(await orders()).toBe(0);
    // The plain spellings still work: a JSON integer, and form text of decimal digits.
    await order(user.token, 1);
    okData(await post(test.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token, json: true }));
    expect(await orders()).toBe(2);
  });

  it('stores every notification, a NUL byte or any content type included, and answers 400 for it, never 500', async () => {
    const count = async () => Number((await database.db.one<{ n: string }>('SELECT count(*)::text AS n FROM payment_notifications'))!.n);
    const before = await count();
    const bodies: [string, string][] = [
      ['application/json', '{"orderNo":"A\u0000B","amountCents":600,"status":"paid"}'],
      ['application/json', '{"orderNo":"x"}\u0000'],
      ['text/plain', 'orderNo=1&amountCents=600'],
      ['application/x-www-form-urlencoded', 'orderNo=1&amountCents=600&status=paid'],
      ['application/xml', '<notify><orderNo>1</orderNo></notify>'],
      ['application/json; charset=utf-16', '{}'],
      ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ];
    for (const [type, payload] of bodies) {
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/payments/notify/sandbox',
        payload,
        headers: { 'content-type': type, 'x-sandbox-signature': 'f'.repeat(64) },
      });
      expect([type, answer.statusCode, envelope(answer).code]).toEqual([type, 400, ResultCode.failed]);
    }
    expect(await count()).toBe(before + bodies.length);
    const stored = await database.db.query<{ raw_body: string }>('SELECT raw_body FROM payment_notifications ORDER BY id DESC LIMIT 7');
    expect(stored.map((row) => row.raw_body)).toContain('{"orderNo":"x"}\\u0000');
  });

  it('credits nothing for a signed notification naming an order number this portal never makes', async () => {
    const answer = await notify(test.app, { orderNo: 'A\u0000B', amountCents: 600, status: 'paid', providerRef: 'x', timestamp: 1 });
    expect(answer.statusCode).toBe(400);
    expect(envelope(answer).msg).toContain('unknown-order');
  });

  it('keeps at most 5 payable orders per player, even for 20 concurrent requests; an expired or paid one frees a place', async () => {
    const user = await registerUser(test.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(test.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token })),
    );
    const made = answers.filter((answer) => answer.statusCode === 200).map((answer) => okData<PayInfo>(answer));
    expect(made).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(15);
    expect(envelope(refused[0]!)).toMatchObject({
      code: ResultCode.tooManyPendingOrders,
      msg: expect.stringContaining('未支付的订单已有 5 笔'),
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(14 * 60);

    okData(await notify(test.app, { orderNo: made[0]!.orderNo, amountCents: 600, status: 'paid', providerRef: 'p', timestamp: 1 }));
    await order(user.token, 1);
    expect((await post(test.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token })).statusCode).toBe(429);
    test.clock.advance(15 * 60 * 1000 + 1000);
    await order(user.token, 1);
  });

  describe("the checkout link is the buyer's alone", () => {
    const bare = (orderNo: string) => `/api/payments/sandbox/checkout/${orderNo}`;

    it("an order number alone, or another order's link, opens, confirms and cancels nothing", async () => {
      const victim = await registerUser(test.app);
      const attacker = await registerUser(test.app);
      const target = await order(victim.token, 6);
      const own = await order(attacker.token, 1);
      const ticket = own.payUrl.split('/').at(-1)!;
      const forged = [
        bare(target.orderNo),
        `${bare(target.orderNo)}/${ticket}`,
        `${bare(target.orderNo)}/1.${'A'.repeat(43)}`,
        `${bare(target.orderNo)}/${target.payUrl.split('/').at(-1)!.replace(/^\d+/, '1')}`,
      ];
      for (const url of forged) {
        for (const method of ['GET', 'POST'] as const) {
          for (const suffix of method === 'GET' ? [''] : ['/confirm', '/cancel']) {
            const answer = await test.app.inject({ method, url: `${url}${suffix}` });
            expect([url + suffix, answer.statusCode]).toEqual([url + suffix, 404]);
          }
        }
      }
      expect((await orderRow(target.orderNo))!.status).toBe('pending');
      expect((await money(database.db, victim.uid)).balance).toBe(0);
      expect(await notices(target.orderNo)).toEqual([]);
    });

    it('dies with the session that placed the order: after logout the link confirms nothing', async () => {
      const user = await registerUser(test.app);
      const info = await order(user.token, 1);
      expect((await test.app.inject({ method: 'GET', url: info.payUrl })).statusCode).toBe(200);
      okData(await post(test.app, '/api/user/logout', {}, { token: user.token }));
      const page = await test.app.inject({ method: 'GET', url: info.payUrl });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('支付链接无效或已失效');
      expect((await test.app.inject({ method: 'POST', url: `${info.payUrl}/confirm` })).statusCode).toBe(404);
      expect((await money(database.db, user.uid)).balance).toBe(0);
      expect((await orderRow(info.orderNo))!.status).toBe('pending');
    });
  });
});
