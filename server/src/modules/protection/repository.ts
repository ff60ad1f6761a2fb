import type { Queryable } from '../../db/types';

/**
 * All SQL of player protection: real_name_verifications, resident_id_claims and the columns of
 * users it owns (need_real_name, birth_date; schema.md). It reads a player's recharge orders
 * (payments' table) for the monthly sum, on the orders_recharge_month index.
 */
export interface PlayerIdentity {
  verified: boolean;
  /** YYYY-MM-DD, null until verified. */
  birthDate: string | null;
  maskedName: string | null;
}

/** null when there is no such user. */
export async function findIdentity(db: Queryable, userId: string): Promise<PlayerIdentity | null> {
  const row = await db.one<{ need_real_name: boolean; birth_date: string | null; masked_name: string | null }>(
    `SELECT u.need_real_name, to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, v.masked_name
       FROM users u LEFT JOIN real_name_verifications v ON v.user_id = u.uid
      WHERE u.uid = $1`,
    [userId],
  );
  if (!row) return null;
  return { verified: !row.need_real_name && row.birth_date !== null, birthDate: row.birth_date, maskedName: row.masked_name };
}

/** Whether the user is verified, with their row locked until the transaction ends (null: no such user). */
export async function lockVerifiedFlag(tx: Queryable, userId: string): Promise<boolean | null> {
  const row = await tx.one<{ verified: boolean }>(
    'SELECT (NOT need_real_name AND birth_date IS NOT NULL) AS verified FROM users WHERE uid = $1 FOR UPDATE',
    [userId],
  );
  return row ? row.verified : null;
}

/**
 * Counts one more account for this ID hash unless it already has `limit`: one statement, so two
 * verifications racing for the last place cannot both take it. False when the limit is reached.
 */
export async function claimResidentId(tx: Queryable, idHash: string, limit: number): Promise<boolean> {
  const row = await tx.one<{ accounts: number }>(
    `INSERT INTO resident_id_claims (id_hash, accounts) VALUES ($1, 1)
     ON CONFLICT (id_hash) DO UPDATE SET accounts = resident_id_claims.accounts + 1
      WHERE resident_id_claims.accounts < $2
     RETURNING accounts`,
    [idHash, limit],
  );
  return row !== undefined;
}

export async function insertVerification(
  tx: Queryable,
  row: { userId: string; idHash: string; maskedName: string; birthDate: string; provider: string; at: Date },
): Promise<void> {
  await tx.query(`INSERT INTO real_name_verifications (user_id, id_hash, masked_name, provider, verified_at) VALUES ($1, $2, $3, $4, $5)`, [
    row.userId,
    row.idHash,
    row.maskedName,
    row.provider,
    row.at.toISOString(),
  ]);
  await tx.query('UPDATE users SET need_real_name = false, birth_date = $2 WHERE uid = $1', [row.userId, row.birthDate]);
}

/**
 * Real money a player has committed to recharge orders created in [from, to): paid orders, and
 * pending ones still payable at `at` (each could be paid at any moment, so it holds its share
 * of the month until it is paid, cancelled or expires).
 */
export async function rechargedCents(db: Queryable, userId: string, from: Date, to: Date, at: Date): Promise<number> {
  const row = await db.one<{ total: string }>(
    `SELECT COALESCE(sum(amount_cents), 0)::text AS total FROM orders
      WHERE user_id = $1 AND kind = 'recharge' AND created_at >= $2 AND created_at < $3
        AND (status = 'paid' OR (status = 'pending' AND expires_at > $4))`,
    [userId, from.toISOString(), to.toISOString(), at.toISOString()],
  );
  return Number(row?.total ?? 0);
}
