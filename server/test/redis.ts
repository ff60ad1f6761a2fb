/**
 * Redis for tests: TEST_REDIS_URL (set by `pnpm test` when a server answers at
 * redis://127.0.0.1:6379; required in CI). Each suite gets a key prefix of its own and deletes
 * its keys afterwards, so runs never see each other's counters.
 *
 *   const redis = useTestRedis();   // redis.client inside tests (undefined without TEST_REDIS_URL)
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

export interface TestRedis {
  readonly client: Redis;
  readonly keyPrefix: string;
}

export function useTestRedis(): TestRedis {
  const handle = {} as { client: Redis; keyPrefix: string };
  beforeAll(async () => {
    if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
    handle.keyPrefix = `test:${randomBytes(6).toString('hex')}:`;
    handle.client = new Redis(testRedisUrl, { keyPrefix: handle.keyPrefix, lazyConnect: true });
    await handle.client.connect();
  });
  afterAll(async () => {
    if (!handle.client) return;
    // SCAN patterns are not prefixed by ioredis: match the prefix by hand, delete without it.
    let cursor = '0';
    do {
      const [next, keys] = await handle.client.scan(cursor, 'MATCH', `${handle.keyPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await handle.client.del(...keys.map((key) => key.slice(handle.keyPrefix.length)));
    } while (cursor !== '0');
    await handle.client.quit();
  });
  return handle;
}
