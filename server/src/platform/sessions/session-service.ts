import type { Clock } from '../clock';
import type { Queryable } from '../../db/types';
import {
  findLiveSession,
  findLiveSessionById,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  touchSession,
} from './session-repository';
import { generateSessionToken, hashSessionToken } from './session-token';

export interface SessionIdentity {
  sessionId: string;
  /** users.uid as text. */
  userId: string;
  /** Staff may moderate, launch games, log versions and answer customer service. */
  staff: boolean;
}

export interface SessionService {
  /** Opens a session for userId; returns the token to hand to the client (once). */
  create(db: Queryable, userId: string): Promise<string>;
  /**
   * The identity behind a token, or null when it is unknown, expired or revoked.
   * Use pushes the expiry out again (sliding expiry), at most once a minute per session.
   */
  authenticate(token: string): Promise<SessionIdentity | null>;
  /** The user of a session that is still live (not revoked, not expired), or null. */
  liveUser(sessionId: string): Promise<string | null>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every live session of userId except keepSessionId (after a password change). */
  revokeOthers(db: Queryable, userId: string, keepSessionId: string): Promise<void>;
}

/**
 * How stale last_seen_at may get before a use writes it again. A read-only check is what most
 * requests need; writing on every request made each authenticated call a write transaction
 * (bench/api.mjs, user/center/me). Against a 30-day expiry a minute is nothing.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Sessions in the sessions table, so any instance can check any token. */
export function createSessionService(db: Queryable, now: Clock, ttlDays: number): SessionService {
  const ttlMs = ttlDays * 86_400_000;
  const expiryFrom = (at: Date) => new Date(at.getTime() + ttlMs);
  return {
    async create(tx, userId) {
      const token = generateSessionToken();
      const at = now();
      await insertSession(tx, hashSessionToken(token), userId, at, expiryFrom(at));
      return token;
    },
    async authenticate(token) {
      if (!token || token.length > 256) return null;
      const at = now();
      const row = await findLiveSession(db, hashSessionToken(token), at);
      if (!row) return null;
      if (at.getTime() - new Date(row.last_seen_at).getTime() >= SESSION_TOUCH_INTERVAL_MS)
        await touchSession(db, row.id, at, expiryFrom(at));
      return { sessionId: row.id, userId: row.user_id, staff: row.staff === true };
    },
    async liveUser(sessionId) {
      if (!/^\d{1,18}$/.test(sessionId)) return null;
      return (await findLiveSessionById(db, sessionId, now()))?.user_id ?? null;
    },
    async revoke(sessionId) {
      await revokeSession(db, sessionId, now());
    },
    async revokeOthers(tx, userId, keepSessionId) {
      await revokeOtherSessions(tx, userId, keepSessionId, now());
    },
  };
}
