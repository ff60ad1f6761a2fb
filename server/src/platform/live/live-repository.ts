import type { Queryable } from '../../db/types';

/** SQL of the live replay window (live_streams, live_events; migration 0010). */

export interface LiveEventRow {
  seq: string;
  type: string;
  data: string;
}

/**
 * The user's next event number. The upsert holds the user's live_streams row lock until the
 * transaction ends, so a second transaction publishing to the same user waits: a user's events
 * commit in seq order, and a reader never sees seq n+1 while n is still to come.
 */
export async function nextSeq(tx: Queryable, userId: string): Promise<number> {
  const row = await tx.one<{ seq: string }>(
    `INSERT INTO live_streams (user_id, seq) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET seq = live_streams.seq + 1
     RETURNING seq::text AS seq`,
    [userId],
  );
  return Number(row?.seq);
}

export async function insertEvent(tx: Queryable, userId: string, seq: number, type: string, data: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO live_events (user_id, seq, type, data, created_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    seq,
    type,
    data,
    at.toISOString(),
  ]);
}

export async function currentSeq(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ seq: string }>('SELECT seq::text AS seq FROM live_streams WHERE user_id = $1', [userId]);
  return row ? Number(row.seq) : 0;
}

export function eventsAfter(db: Queryable, userId: string, afterSeq: number, limit: number): Promise<LiveEventRow[]> {
  return db.query<LiveEventRow>(
    'SELECT seq::text AS seq, type, data FROM live_events WHERE user_id = $1 AND seq > $2 ORDER BY live_events.seq LIMIT $3',
    [userId, afterSeq, limit],
  );
}

/** Forgets events older than the replay window. */
export async function pruneEvents(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM live_events WHERE created_at < $1', [before.toISOString()]);
}
