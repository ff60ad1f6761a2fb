import type { Order, Paged, VipConfigResult, VipOpenResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';
import { setMembership } from '../gifts/test/fixtures';
import { grant, money } from '../payments/test/helpers';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('membership on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  const config = (token?: string) => post(test.app, '/api/vip/vipconfig', {}, token === undefined ? {} : { token });
  const open = (token: string, planId: number) => post(test.app, '/api/vip/vipopen', { planId }, { token });

  it('shows the plans to guests with levelType 0', async () => {
    const result = okData<VipConfigResult>(await config());
    expect(result.levelType).toBe(0);
    expect(result.expTime).toBeNull();
    expect(result.badge).toBeNull();
    expect(result.plans.map((p) => [p.name, p.days, p.badge])).toEqual([
      ['月卡会员', 30, 'month'],
      ['季卡会员', 90, 'normal'],
      ['年卡会员', 365, 'year'],
    ]);
    expect(result.plans[0]!.benefits).toContain('付费游戏免费下载');
    expect(okData<VipConfigResult>(await config('not-a-token')).levelType).toBe(0);
  });

  it('opens a plan: debits the price, sets the membership, writes a paid vip order', async () => {
    const user = await registerUser(test.app);
    await grant(database.db, user.uid, 1000);
    const now = test.clock.now().getTime();
    const result = okData<VipOpenResult>(await open(user.token, 1));
    expect(result).toEqual({ levelType: 1, expTime: new Date(now + 30 * DAY).toISOString(), badge: 'month', coinNum: 700 });
    const mine = okData<VipConfigResult>(await config(user.token));
    expect(mine).toMatchObject({ levelType: 1, expTime: result.expTime, badge: 'month' });
    const after = await money(database.db, user.uid);
    expect(after.balance).toBe(700);
    expect(after.sum).toBe(700);
    expect(after.ledger.at(-1)).toEqual({ amount: '-300', reason: 'vip', reference: 'vip:1', balance_after: '700' });
    const orders = okData<Paged<Order>>(await post(test.app, '/api/user/center/coin/order', {}, { token: user.token }));
    expect(orders.items[0]).toMatchObject({ kind: 'vip', status: 'paid', title: '开通月卡会员', coins: 300 });
    expect(envelope(await open(user.token, 99)).code).toBe(ResultCode.planNotFound);
    expect(envelope(await post(test.app, '/api/vip/vipopen', { planId: 1 })).code).toBe(2);
  });

  it('extends from the later of now and the current expiry', async () => {
    const user = await registerUser(test.app);
    await grant(database.db, user.uid, 2000);
    const now = test.clock.now().getTime();
    // A membership running 10 more days: +30 days from its end.
    await setMembership(database.db, user.uid, 1, new Date(now + 10 * DAY));
    expect(okData<VipOpenResult>(await open(user.token, 1)).expTime).toBe(new Date(now + 40 * DAY).toISOString());
    // An expired membership: +90 days from now, and the badge changes.
    await setMembership(database.db, user.uid, 1, new Date(now - 5 * DAY));
    const renewed = okData<VipOpenResult>(await open(user.token, 2));
    expect(renewed).toMatchObject({ expTime: new Date(now + 90 * DAY).toISOString(), badge: 'normal', coinNum: 900 });
  });

  it('reports an expired member as a non-member', async () => {
    const user = await registerUser(test.app);
    await setMembership(database.db, user.uid, 1, new Date(test.clock.now().getTime() - 1000));
    const result = okData<VipConfigResult>(await config(user.token));
    expect(result.levelType).toBe(0);
    expect(result.badge).toBeNull();
  });

  it('too few X钻: 1201 and nothing changes', async () => {
    const user = await registerUser(test.app);
    await grant(database.db, user.uid, 299);
    const refused = envelope(await open(user.token, 1));
    expect(refused.code).toBe(ResultCode.insufficientBalance);
    expect(refused.msg).toBe('当前X钻余额不足！');
    expect((await money(database.db, user.uid)).balance).toBe(299);
    expect(okData<VipConfigResult>(await config(user.token)).levelType).toBe(0);
    expect(okData<Paged<Order>>(await post(test.app, '/api/user/center/coin/order', {}, { token: user.token })).total).toBe(0);
  });

  it('50 concurrent buys on a balance for exactly one: one succeeds, the rest get 1201', async () => {
    const user = await registerUser(test.app);
    await grant(database.db, user.uid, 300);
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(user.token, 1)));
    const codes = answers.map((a) => envelope(a).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ResultCode.insufficientBalance)).toHaveLength(49);
    const after = await money(database.db, user.uid);
    expect(after).toMatchObject({ balance: 0, sum: 0 });
    expect(after.ledger.filter((r) => r.reason === 'vip')).toHaveLength(1);
    const orders = await database.db.query('SELECT 1 FROM orders WHERE user_id = $1 AND kind = $2', [user.uid, 'vip']);
    expect(orders).toHaveLength(1);
  });
});
