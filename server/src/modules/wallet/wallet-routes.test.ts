import { randomInt } from 'node:crypto';
import type { CoinLedgerEntry, Order, Paged, PayInfo } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { insertGame } from '../gifts/test/fixtures';
import { grant, money, notify } from '../payments/test/helpers';

describe.each(databaseKinds)('wallet reads on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  const payInfo = async (token: string, packageId: number) =>
    okData<PayInfo>(await post(test.app, '/api/order/payInfo', { packageId }, { token }));
  const pay = (info: PayInfo) =>
    notify(test.app, {
      orderNo: info.orderNo,
      amountCents: info.amountCents,
      status: 'paid',
      providerRef: `r-${info.orderNo}`,
      timestamp: 1,
    });

  it('pages the ledger newest first; only a session may read, and only its own', async () => {
    const user = await registerUser(test.app);
    for (const amount of [10, 20, 30]) await grant(database.db, user.uid, amount);
    const first = okData<Paged<CoinLedgerEntry>>(
      await post(test.app, '/api/user/center/coin/all', { page: 1, pageSize: 2 }, { token: user.token }),
    );
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [30, 60],
      [20, 30],
    ]);
    const second = okData<Paged<CoinLedgerEntry>>(
      await post(test.app, '/api/user/center/coin/all', { page: 2, pageSize: 2 }, { token: user.token, json: true }),
    );
    expect(second.items.map((e) => e.amount)).toEqual([10]);

    const other = await registerUser(test.app);
    expect(okData<Paged<CoinLedgerEntry>>(await post(test.app, '/api/user/center/coin/all', {}, { token: other.token })).total).toBe(0);
    const refused = await post(test.app, '/api/user/center/coin/all', { uid: user.uid }, { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe(1403);
    expect(envelope(await post(test.app, '/api/user/center/coin/order', { uid: user.uid }, { token: other.token })).code).toBe(1403);
    expect(envelope(await post(test.app, '/api/user/center/coin/all')).code).toBe(2);
  });

  it('pages the orders newest first with their status', async () => {
    const user = await registerUser(test.app);
    const a = await payInfo(user.token, 1);
    const b = await payInfo(user.token, 2);
    const c = await payInfo(user.token, 3);
    okData(await pay(b));
    const page1 = okData<Paged<Order>>(
      await post(test.app, '/api/user/center/coin/order', { page: 1, pageSize: 2 }, { token: user.token }),
    );
    expect(page1.total).toBe(3);
    expect(page1.items.map((o) => [o.orderNo, o.status])).toEqual([
      [c.orderNo, 'pending'],
      [b.orderNo, 'paid'],
    ]);
    expect(page1.items[1]).toMatchObject({ kind: 'recharge', amountCents: 3000, coins: 310, paidAt: expect.any(String) });
    const page2 = okData<Paged<Order>>(
      await post(test.app, '/api/user/center/coin/order', { page: 2, pageSize: 2 }, { token: user.token }),
    );
    expect(page2.items.map((o) => o.orderNo)).toEqual([a.orderNo]);
    const other = await registerUser(test.app);
    expect(okData<Paged<Order>>(await post(test.app, '/api/user/center/coin/order', {}, { token: other.token })).total).toBe(0);
  });

  it('after a random concurrent mix of recharges, replays, vip buys and paid downloads every ledger sums to the balance', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(test.app)));
    const paidGame = await insertGame(database.db, { onlineType: 1, buyAmount: 50 });
    const orders = await Promise.all(users.flatMap((u) => [payInfo(u.token, 1), payInfo(u.token, 2)]));
    const actions: (() => Promise<unknown>)[] = [];
    for (const info of orders) for (let i = 0; i < 3; i++) actions.push(() => pay(info));
    for (const u of users) {
      for (let i = 0; i < 3; i++) actions.push(() => post(test.app, '/api/vip/vipopen', { planId: 1 }, { token: u.token }));
      for (let i = 0; i < 3; i++)
        actions.push(() => post(test.app, `/api/user/game/download/${paidGame}`, { platformType: 1 }, { token: u.token }));
    }
    for (let i = actions.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [actions[i], actions[j]] = [actions[j]!, actions[i]!];
    }
    await Promise.all(actions.map((act) => act()));

    for (const u of users) {
      const after = await money(database.db, u.uid);
      expect(after.sum).toBe(after.balance);
      expect(after.balance).toBeGreaterThanOrEqual(0);
      // Each order credited exactly once.
      expect(after.ledger.filter((r) => r.reason === 'recharge')).toHaveLength(2);
      expect(after.ledger.filter((r) => r.reason === 'purchase').length).toBeLessThanOrEqual(1);
      let running = 0;
      for (const row of after.ledger) {
        running += Number(row.amount);
        expect(Number(row.balance_after)).toBe(running);
      }
    }
  });
});
