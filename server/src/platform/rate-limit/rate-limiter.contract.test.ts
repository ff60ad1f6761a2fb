import { randomUUID } from 'node:crypto';
import { createTestClock, type TestClock } from '../../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { migrate } from '../../db/migrate';
import { testRedisUrl, useTestRedis } from '../../../test/redis';
import { createDatabaseRateLimiter } from './rate-limit-repository';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

/** The one contract of both limiters: what a limit built on either can rely on. */
function contract(make: (clock: TestClock) => RateLimiter) {
  let clock: TestClock;
  let limiter: RateLimiter;
  const key = () => `contract:${randomUUID()}`;
  beforeEach(() => {
    clock = createTestClock();
    limiter = make(clock);
  });

  it('counts hits in a window that opens at the first hit and starts again after it closes', async () => {
    const k = key();
    const first = await limiter.hit(k, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt.getTime()).toBe(clock.now().getTime() + 60_000);
    clock.advance(30_000);
    expect((await limiter.hit(k, 60_000)).count).toBe(2);
    expect((await limiter.peek(k))?.count).toBe(2);
    clock.advance(30_000);
    expect(await limiter.peek(k)).toBeNull();
    const next = await limiter.hit(k, 60_000);
    expect(next.count).toBe(1);
    expect(next.resetAt.getTime()).toBe(clock.now().getTime() + 60_000);
  });

  it('counts every one of 100 concurrent hits exactly once', async () => {
    const k = key();
    const states = await Promise.all(Array.from({ length: 100 }, () => limiter.hit(k, 60_000)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await limiter.peek(k))?.count).toBe(100);
  });

  it('reset closes the window; undo takes back one hit, never below zero, and not in a closed window', async () => {
    const k = key();
    await limiter.hit(k, 60_000);
    await limiter.hit(k, 60_000);
    await limiter.undo(k);
    expect((await limiter.peek(k))?.count).toBe(1);
    await limiter.undo(k);
    await limiter.undo(k);
    expect((await limiter.peek(k))?.count).toBe(0);
    await limiter.reset(k);
    expect(await limiter.peek(k)).toBeNull();
    await limiter.undo(k);
    expect((await limiter.hit(k, 60_000)).count).toBe(1);
  });

  it('knows nothing of a key never hit', async () => {
    expect(await limiter.peek(key())).toBeNull();
  });
}

describe.each(databaseKinds)('the database rate limiter on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));
  contract((clock) => createDatabaseRateLimiter(database.db, clock.now));
});

// Redis when a test server is configured (always in CI: scripts/test-all.mjs); never a skipped test.
describe.each(testRedisUrl ? ['redis'] : [])('the %s rate limiter', () => {
  const redis = useTestRedis();
  contract((clock) => createRedisRateLimiter(redis.client, clock.now));
});
