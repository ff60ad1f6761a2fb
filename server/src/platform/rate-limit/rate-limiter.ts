/**
 * Counters behind every rate limit (password attempts, SMS, registrations, claims, orders).
 * Two implementations with one contract (rate-limiter.contract.test.ts): the database's
 * (default; several instances share it) and Redis's (REDIS_URL; nothing of the hot path in
 * the database). Both take time from the app's clock, so windows behave the same in both.
 */
export interface RateLimitState {
  /** Hits in the current window. */
  count: number;
  /** When the current window closes and the count starts again. */
  resetAt: Date;
}

export interface RateLimiter {
  /** Counts one hit for key; a window of windowMs opens at the first hit. */
  hit(key: string, windowMs: number): Promise<RateLimitState>;
  /** The current window of key, or null when none is open. */
  peek(key: string): Promise<RateLimitState | null>;
  /** Closes the window of key (e.g. a successful login clears the account's failures). */
  reset(key: string): Promise<void>;
  /** Takes back one hit of the open window (an attempt that turned out to be legitimate). */
  undo(key: string): Promise<void>;
}

/** Whole seconds until resetAt, at least 1 (for Retry-After and messages). */
export function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** "3 分钟" / "45 秒" / "2 小时 5 分钟": when to try again, for a Chinese message. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}
