import { ResultCode } from '@portal/shared/types';
import type { Redis } from 'ioredis';
import type { Queryable } from '../../db/types';
import type { Clock } from '../clock';
import { AppError } from '../http/app-error';
import { createDatabaseRateLimiter } from './rate-limit-repository';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

/**
 * Redis when REDIS_URL is set (counters off the database's hot path, shared by every instance),
 * otherwise the database (also shared). When Redis cannot answer, a limited action is refused
 * with 503 rather than let through uncounted (fail closed) or answered with a bare 500.
 */
export function createRateLimiter(redis: Redis | undefined, db: Queryable, now: Clock): RateLimiter {
  if (!redis) return createDatabaseRateLimiter(db, now);
  const limiter = createRedisRateLimiter(redis, now);
  const unavailable = (error: unknown): never => {
    throw Object.assign(new AppError(ResultCode.unavailable, 503), { cause: error });
  };
  return {
    hit: (key, windowMs) => limiter.hit(key, windowMs).catch(unavailable),
    peek: (key) => limiter.peek(key).catch(unavailable),
    reset: (key) => limiter.reset(key).catch(unavailable),
    undo: (key) => limiter.undo(key).catch(unavailable),
  };
}
