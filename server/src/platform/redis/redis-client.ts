import { Redis } from 'ioredis';

/**
 * The one Redis connection of a server (REDIS_URL), shared by everything that needs Redis
 * (rate limits now; live events later). Connected and pinged at start, so a wrong URL fails
 * the start with its reason instead of the first request; closed with the app.
 */
export async function connectRedis(url: string, keyPrefix: string): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    // A command waits through at most two reconnect attempts, then fails (a 503 for the caller).
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
  });
  // Connection errors are reported through failing commands; an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactPassword(url)}): ${reason}`);
  }
  return redis;
}

/** The URL without its password, for messages and logs. */
export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
