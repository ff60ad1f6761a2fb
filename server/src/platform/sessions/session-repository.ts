import type { Queryable } from '../../db/types';

/** The sessions table (owned by accounts in schema.md; every instance checks every token here). */
export interface SessionRow {
  id: string;
  user_id: string;
  last_seen_at: Date | string;
  /** users.staff: read with the session, so a staff flag set or cleared applies on the next request. */
  staff: boolean;
}

export async function insertSession(tx: Queryable, tokenHash: string, userId: string, at: Date, expiresAt: Date): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [tokenHash, userId, at, expiresAt],
  );
}

/** The live session of a token hash: not revoked, not expired at `at`. */
export function findLiveSession(db: Queryable, tokenHash: string, at: Date): Promise<SessionRow | undefined> {
  return db.one<SessionRow>(
    `SELECT s.id::text AS id, s.user_id::text AS user_id, s.last_seen_at, u.staff
     FROM sessions s JOIN users u ON u.uid = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, at],
  );
}

/** The user of a live session by its id (a checkout link names its session), or undefined. */
export function findLiveSessionById(db: Queryable, sessionId: string, at: Date): Promise<{ user_id: string } | undefined> {
  return db.one<{ user_id: string }>(
    `SELECT user_id::text AS user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [sessionId, at],
  );
}

export async function touchSession(db: Queryable, sessionId: string, at: Date, expiresAt: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at, expiresAt]);
}

export async function revokeSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
}

export async function revokeOtherSessions(tx: Queryable, userId: string, keepSessionId: string, at: Date): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [userId, keepSessionId, at]);
}
