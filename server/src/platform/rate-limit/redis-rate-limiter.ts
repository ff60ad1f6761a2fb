import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { RateLimiter, RateLimitState } from './rate-limiter';

/**
 * RateLimiter in Redis (REDIS_URL): one hash per key, `c` the count and `e` when the window
 * closes (ms, from the app's clock like the database limiter, so both behave alike and tests can
 * move time). Each operation is one Lua script, atomic in Redis: N concurrent hits count N.
 * Keys expire a minute after their window, so Redis holds only open windows.
 */
const HIT = `
local now = tonumber(ARGV[1])
local closes = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
local count
if closes <= now then
  closes = now + tonumber(ARGV[2])
  count = 1
  redis.call('HSET', KEYS[1], 'c', 1, 'e', closes)
  redis.call('PEXPIREAT', KEYS[1], closes + 60000)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
return {count, closes}`;

const PEEK = `
local values = redis.call('HMGET', KEYS[1], 'c', 'e')
if not values[2] or tonumber(values[2]) <= tonumber(ARGV[1]) then return false end
return {tonumber(values[1]), tonumber(values[2])}`;

const UNDO = `
local values = redis.call('HMGET', KEYS[1], 'c', 'e')
if values[2] and tonumber(values[2]) > tonumber(ARGV[1]) and tonumber(values[1]) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0`;

const toState = ([count, closes]: [number, number]): RateLimitState => ({ count: Number(count), resetAt: new Date(Number(closes)) });

export function createRedisRateLimiter(redis: Redis, now: Clock): RateLimiter {
  const key = (name: string) => `rl:${name}`;
  return {
    async hit(name, windowMs) {
      return toState((await redis.eval(HIT, 1, key(name), now().getTime(), windowMs)) as [number, number]);
    },
    async peek(name) {
      const state = (await redis.eval(PEEK, 1, key(name), now().getTime())) as [number, number] | null;
      return state ? toState(state) : null;
    },
    async reset(name) {
      await redis.del(key(name));
    },
    async undo(name) {
      await redis.eval(UNDO, 1, key(name), now().getTime());
    },
  };
}
