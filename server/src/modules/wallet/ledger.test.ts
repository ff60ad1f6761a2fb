import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { changeBalance, ledgerBefore, ledgerPage } from './service';
import { seedLedgerHistory } from '../../seed/ledger-history';

describe.each(databaseKinds)('reading the diamond ledger on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  async function userWithHistory(amounts: number[]): Promise<string> {
    const user = await database.db.one<{ uid: string }>(
      // A verified adult (player protection refuses debits of anyone else).
      `INSERT INTO users (name, account_type, invite_code, need_real_name, birth_date)
       VALUES ('账本', 1, upper(substr(md5(random()::text), 1, 8)), false, '1990-01-01') RETURNING uid::text AS uid`,
    );
    let at = Date.parse('2025-01-01T00:00:00Z');
    for (const amount of amounts) {
      at += 1000;
      await database.db.transaction((tx) =>
        changeBalance(tx, {
          userId: user!.uid,
          amount,
          reason: amount > 0 ? 'recharge' : 'purchase',
          reference: `ref:${amount}`,
          at: new Date(at),
        }),
      );
    }
    return user!.uid;
  }

  it('pages a user’s rows newest first with the total, and only that user’s rows', async () => {
    const uid = await userWithHistory([100, -30, 50, -20, 10]);
    await userWithHistory([999]);
    const first = await ledgerPage(database.db, uid, { page: 1, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [10, 110],
      [-20, 100],
    ]);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      amount: 10,
      reason: 'recharge',
      reference: 'ref:10',
      balanceAfter: 110,
      createdAt: '2025-01-01T00:00:05.000Z',
    });
    const last = await ledgerPage(database.db, uid, { page: 3, pageSize: 2 });
    expect(last.items.map((e) => e.amount)).toEqual([100]);
  });

  it('walks the history by keyset: each call continues below the last id', async () => {
    const uid = await userWithHistory([5, 6, 7]);
    const newest = await ledgerBefore(database.db, uid, null, 2);
    expect(newest.map((e) => e.amount)).toEqual([7, 6]);
    const older = await ledgerBefore(database.db, uid, newest[1]!.id, 2);
    expect(older.map((e) => e.amount)).toEqual([5]);
  });

  it('reports the total changeBalance counted, which a failed debit does not change', async () => {
    const uid = await userWithHistory([40, -15]);
    await expect(
      database.db.transaction((tx) =>
        changeBalance(tx, { userId: uid, amount: -1000, reason: 'purchase', reference: 'too-much', at: new Date() }),
      ),
    ).rejects.toThrow();
    expect((await ledgerPage(database.db, uid, { page: 1, pageSize: 20 })).total).toBe(2);
  });

  it('seeds a long history in bulk that still sums to the balance and keeps the count', async () => {
    const uid = await userWithHistory([500]);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(await seedLedgerHistory(database.db, uid, 1000, now)).toBe(1000);
    expect(await seedLedgerHistory(database.db, uid, 1000, now)).toBe(0); // a second seed run adds nothing
    const page = await ledgerPage(database.db, uid, { page: 1, pageSize: 3 });
    expect(page.total).toBe(1001);
    expect(page.items.map((e) => [e.amount, e.balanceAfter, e.createdAt])).toEqual([
      [1, 1500, '2026-01-01T00:00:00.000Z'],
      [1, 1499, '2025-12-31T23:59:00.000Z'],
      [1, 1498, '2025-12-31T23:58:00.000Z'],
    ]);
    const sums = await database.db.one<{ coins: string; total: string; ledger: string }>(
      'SELECT coin_num::text AS coins, ledger_entries::text AS ledger, (SELECT sum(amount)::text FROM coin_ledger WHERE user_id = $1) AS total FROM users WHERE uid = $1',
      [uid],
    );
    expect(sums).toEqual({ coins: '1500', total: '1500', ledger: '1001' });
  });
});

describe.each(databaseKinds)('migration 5 on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('counts the history written before it into users.ledger_entries', async () => {
    await migrate(
      database.db,
      migrations.filter((m) => m.id < 5),
    );
    const user = await database.db.one<{ uid: string }>(
      `INSERT INTO users (name, account_type, invite_code, coin_num) VALUES ('旧账', 1, 'OLDLEDGR', 7) RETURNING uid::text AS uid`,
    );
    for (const [amount, after] of [
      [5, 5],
      [2, 7],
    ]) {
      await database.db.query(
        `INSERT INTO coin_ledger (user_id, amount, reason, reference, balance_after, created_at) VALUES ($1, $2, 'grant', 'old', $3, now())`,
        [user!.uid, amount, after],
      );
    }
    await migrate(database.db);
    expect((await ledgerPage(database.db, user!.uid, { page: 1, pageSize: 20 })).total).toBe(2);
  });
});
