import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { migrate } from '../../db/migrate';
import { changeBalance } from './ledger';
import { ledgerBefore, ledgerPage } from './ledger-queries';

describe.each(databaseKinds)('reading the diamond ledger on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  async function userWithHistory(amounts: number[]): Promise<string> {
    const user = await database.db.one<{ uid: string }>(
      `INSERT INTO users (name, account_type, invite_code) VALUES ('账本', 1, upper(substr(md5(random()::text), 1, 8))) RETURNING uid::text AS uid`,
    );
    let at = Date.parse('2025-01-01T00:00:00Z');
    for (const amount of amounts) {
      at += 1000;
      await database.db.transaction((tx) =>
        changeBalance(tx, { userId: user!.uid, amount, reason: amount > 0 ? 'recharge' : 'purchase', reference: `ref:${amount}`, at: new Date(at) }),
      );
    }
    return user!.uid;
  }

  it('pages a user’s rows newest first with the total, and only that user’s rows', async () => {
    const uid = await userWithHistory([100, -30, 50, -20, 10]);
    await userWithHistory([999]);
    const first = await ledgerPage(database.db, uid, 1, 2);
    expect(first.total).toBe(5);
    expect(first.items.map((e) => [e.amount, e.balanceAfter])).toEqual([[10, 110], [-20, 100]]);
    expect(first.items[0]).toEqual({
      id: expect.any(Number), amount: 10, reason: 'recharge', reference: 'ref:10', balanceAfter: 110, createdAt: '2025-01-01T00:00:05.000Z',
    });
    const last = await ledgerPage(database.db, uid, 3, 2);
    expect(last.items.map((e) => e.amount)).toEqual([100]);
  });

  it('walks the history by keyset: each call continues below the last id', async () => {
    const uid = await userWithHistory([5, 6, 7]);
    const newest = await ledgerBefore(database.db, uid, null, 2);
    expect(newest.map((e) => e.amount)).toEqual([7, 6]);
    const older = await ledgerBefore(database.db, uid, newest[1]!.id, 2);
    expect(older.map((e) => e.amount)).toEqual([5]);
  });
});
