import { ResultCode, type ResultCodeValue } from '@portal/shared/types';
import { RateLimitError } from '../http/app-error';
import { formatWait, type RateLimiter, secondsUntil } from './rate-limiter';

/** At most `limit` uses of `key` in `windowMs`; `refusal` says so in Chinese, given the wait ("3 分钟"). */
export interface Quota {
  key: string;
  limit: number;
  windowMs: number;
  refusal: (wait: string) => string;
  code?: ResultCodeValue;
}

/**
 * Counts one use against every quota, then refuses (429 + Retry-After, the longest wait) when
 * any is over. Counting comes first and is atomic in the limiter, so N concurrent requests are
 * N uses: no burst slips through between a check and a count.
 */
export async function spendQuotas(limiter: RateLimiter, quotas: readonly Quota[], now: Date): Promise<void> {
  const states = await Promise.all(quotas.map((quota) => limiter.hit(quota.key, quota.windowMs)));
  let refused: { quota: Quota; wait: number } | null = null;
  states.forEach((state, index) => {
    const quota = quotas[index]!;
    if (state.count <= quota.limit) return;
    const wait = secondsUntil(state.resetAt, now);
    if (!refused || wait > refused.wait) refused = { quota, wait };
  });
  if (refused) {
    const { quota, wait } = refused as { quota: Quota; wait: number };
    throw new RateLimitError(quota.code ?? ResultCode.rateLimited, wait, quota.refusal(formatWait(wait)));
  }
}

export const HOUR_MS = 3_600_000;
