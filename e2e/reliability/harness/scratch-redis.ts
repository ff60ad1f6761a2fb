import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the suites use: TEST_REDIS_URL (as the server tests), or the local one. */
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/**
 * A key prefix of a suite's own on the shared Redis (REDIS_KEY_PREFIX for the servers it starts),
 * so runs never count each other's attempts; `drop` deletes every key under it.
 */
export interface ScratchRedis {
  url: string;
  keyPrefix: string;
  drop(): Promise<void>;
}

export async function createScratchRedis(suite: string): Promise<ScratchRedis> {
  const keyPrefix = `suite:${suite}:${randomBytes(5).toString('hex')}:`;
  const probe = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await probe.connect();
  } catch (error) {
    probe.disconnect();
    throw new Error(`the ${suite} suite needs Redis at ${REDIS_TEST_URL} (TEST_REDIS_URL): ${(error as Error).message}`);
  }
  return {
    url: REDIS_TEST_URL,
    keyPrefix,
    drop: async () => {
      let cursor = '0';
      do {
        const [next, keys] = await probe.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await probe.del(...keys);
      } while (cursor !== '0');
      await probe.quit();
    },
  };
}
