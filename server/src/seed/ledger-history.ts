import type { Database } from '../db/types';

const HISTORY_REFERENCE_PREFIX = 'seed:history:';

/**
 * Gives a user a long diamond history for the scale benchmark (seed --ledger N): N grants of
 * 1 X钻, one minute apart and ending now. The bulk form of changeBalance, in one transaction with
 * the user's row locked: the rows carry the running balance, and coin_num and ledger_entries
 * move by exactly what was written, so the ledger still sums to the balance. Like every seed,
 * idempotent: a user who already has a seeded history gets nothing more. Returns the rows written.
 */
export async function seedLedgerHistory(db: Database, userId: string, entries: number, now: Date): Promise<number> {
  if (!Number.isInteger(entries) || entries < 1) throw new Error(`entries must be a positive integer, got ${entries}`);
  return db.transaction(async (tx) => {
    const user = await tx.one<{ coin_num: string }>('SELECT coin_num FROM users WHERE uid = $1 FOR UPDATE', [userId]);
    if (!user) throw new Error(`no user ${userId}`);
    const seeded = await tx.one('SELECT 1 FROM coin_ledger WHERE user_id = $1 AND reference LIKE $2 LIMIT 1', [
      userId,
      `${HISTORY_REFERENCE_PREFIX}%`,
    ]);
    if (seeded) return 0;
    await tx.query(
      `INSERT INTO coin_ledger (user_id, amount, reason, reference, balance_after, created_at)
       SELECT $1, 1, 'grant', $2 || i, $3::bigint + i, $4::timestamptz - make_interval(mins => $5 - i)
         FROM generate_series(1, $5::int) AS i ORDER BY i`,
      [userId, HISTORY_REFERENCE_PREFIX, Number(user.coin_num), now.toISOString(), entries],
    );
    await tx.query('UPDATE users SET coin_num = coin_num + $2, ledger_entries = ledger_entries + $2 WHERE uid = $1', [userId, entries]);
    return entries;
  });
}
