import type { Clock } from '../clock';
import type { Queryable } from '../../db/types';
import type { RateLimiter, RateLimitState } from './rate-limiter';

interface CounterRow {
  count: number;
  expires_at: Date;
}

/** Roughly one hit in this many also sweeps windows that closed long ago. */
const SWEEP_ONE_IN = 200;

/** RateLimiter on the rate_limit_counters table: one atomic upsert per hit. */
export function createDatabaseRateLimiter(db: Queryable, now: Clock): RateLimiter {
  return {
    async hit(key, windowMs) {
      const at = now();
      const closesAt = new Date(at.getTime() + windowMs);
      const row = await db.one<CounterRow>(
        `INSERT INTO rate_limit_counters (key, count, window_started_at, expires_at)
         VALUES ($1, 1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limit_counters.expires_at <= $2 THEN 1 ELSE rate_limit_counters.count + 1 END,
           window_started_at = CASE WHEN rate_limit_counters.expires_at <= $2 THEN $2 ELSE rate_limit_counters.window_started_at END,
           expires_at = CASE WHEN rate_limit_counters.expires_at <= $2 THEN $3 ELSE rate_limit_counters.expires_at END
         RETURNING count, expires_at`,
        [key, at, closesAt],
      );
      if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) {
        await db.query('DELETE FROM rate_limit_counters WHERE expires_at < $1', [new Date(at.getTime() - 86_400_000)]);
      }
      return toState(row!);
    },
    async peek(key) {
      const row = await db.one<CounterRow>('SELECT count, expires_at FROM rate_limit_counters WHERE key = $1 AND expires_at > $2', [
        key,
        now(),
      ]);
      return row ? toState(row) : null;
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
    },
    async undo(key) {
      await db.query('UPDATE rate_limit_counters SET count = count - 1 WHERE key = $1 AND count > 0 AND expires_at > $2', [key, now()]);
    },
  };
}

function toState(row: CounterRow): RateLimitState {
  return { count: Number(row.count), resetAt: new Date(row.expires_at) };
}
