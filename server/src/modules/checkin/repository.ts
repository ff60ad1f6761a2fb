import type { Queryable } from '../../db/types';

/** SQL of the checkins table: one row per user and China day. */

export interface CheckinRow {
  day: string;
  kind: 'checkin' | 'makeup';
}

/**
 * Takes the day for the user: false when it is taken already (the primary key decides, so
 * of any number of concurrent check-ins exactly one gets true).
 */
export async function insertCheckin(
  tx: Queryable,
  row: { userId: string; day: string; kind: CheckinRow['kind']; coins: number; at: Date },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO checkins (user_id, day, kind, coins, created_at) VALUES ($1, $2::date, $3, $4, $5)
     ON CONFLICT (user_id, day) DO NOTHING RETURNING day`,
    [row.userId, row.day, row.kind, row.coins, row.at],
  );
  return inserted.length === 1;
}

export async function setCheckinLedger(tx: Queryable, userId: string, day: string, ledgerId: string): Promise<void> {
  await tx.query('UPDATE checkins SET ledger_id = $3 WHERE user_id = $1 AND day = $2::date', [userId, day, ledgerId]);
}

/** The user's days from `from` to `to` (inclusive), oldest first. */
export async function checkinsBetween(db: Queryable, userId: string, from: string, to: string): Promise<CheckinRow[]> {
  return db.query<CheckinRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind FROM checkins WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [userId, from, to],
  );
}

/** The instant the user's account was created (days before it cannot have been missed). */
export async function accountCreatedAt(db: Queryable, userId: string): Promise<Date | null> {
  const row = await db.one<{ created_at: Date | string }>('SELECT created_at FROM users WHERE uid = $1', [userId]);
  return row ? new Date(row.created_at) : null;
}

export async function hasCheckin(db: Queryable, userId: string, day: string): Promise<boolean> {
  return (await db.one('SELECT 1 FROM checkins WHERE user_id = $1 AND day = $2::date', [userId, day])) !== undefined;
}

/**
 * How many consecutive days end on `day` (0 when `day` itself is not checked). Gaps and
 * islands: walking the days newest first, day + row number stays the same along a run without
 * gaps, and the run ending on `day` is the one where it equals day + 1.
 */
export async function streakEndingOn(db: Queryable, userId: string, day: string): Promise<number> {
  const row = await db.one<{ streak: number }>(
    `SELECT count(*)::int AS streak FROM (
       SELECT day + (row_number() OVER (ORDER BY day DESC))::int AS run
       FROM checkins WHERE user_id = $1 AND day <= $2::date
     ) days WHERE run = $2::date + 1`,
    [userId, day],
  );
  return row?.streak ?? 0;
}
