import { createHash } from 'node:crypto';
import { ResultCode } from '@portal/shared/types';
import { HOUR_MS, type Quota, spendQuotas } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SquareLimits } from './square-settings';

/**
 * Flood control of posts and comments (issue 12, Discourse-like defaults from SQUARE_LIMITS):
 * a pause between two of them, a cap per 24 hours (stricter for accounts younger than
 * newAccountHours), and the same text from one account refused within duplicateWindowSeconds.
 * Each is a rate-limiter window (atomic, shared by every instance), spent one after another so a
 * refusal by one never uses up another; a refused or failed publish takes its hits back.
 * Refusals are HTTP 429 with Retry-After and a message saying how long to wait.
 */
// A game review (modules/reviews) is flood-limited like a comment, on counters of its own.
export type Publication = 'post' | 'comment' | 'review';

const NOUN: Record<Publication, string> = { post: '发帖', comment: '评论', review: '评价' };

export function floodQuotas(kind: Publication, uid: string, text: string, young: boolean, limits: SquareLimits): Quota[] {
  const noun = NOUN[kind];
  const interval = kind === 'post' ? limits.postIntervalSeconds : limits.commentIntervalSeconds;
  const daily =
    kind === 'post'
      ? young
        ? limits.newAccountPostsPerDay
        : limits.postsPerDay
      : young
        ? limits.newAccountCommentsPerDay
        : limits.commentsPerDay;
  const digest = createHash('sha256').update(text).digest('hex');
  return [
    {
      key: `square:${kind}:interval:${uid}`,
      limit: 1,
      windowMs: interval * 1000,
      code: ResultCode.postingTooFast,
      refusal: (wait) => `${noun}太频繁了，请 ${wait}后再试`,
    },
    {
      key: `square:${kind}:day:${uid}`,
      limit: daily,
      windowMs: 24 * HOUR_MS,
      code: ResultCode.dailyPostLimit,
      refusal: (wait) => `${young ? '新注册账号 ' : ''}24 小时内最多${noun} ${daily} 次，请 ${wait}后再试`,
    },
    {
      key: `square:${kind}:same:${uid}:${digest}`,
      limit: 1,
      windowMs: limits.duplicateWindowSeconds * 1000,
      code: ResultCode.duplicateContent,
      refusal: (wait) => `请勿重复发布相同的内容，请 ${wait}后再试`,
    },
  ];
}

/** Spends the quotas in order; returns the keys spent, for `giveBack` when the publish fails. */
export async function spendFlood(limiter: RateLimiter, quotas: Quota[], now: Date): Promise<string[]> {
  const spent: string[] = [];
  for (const quota of quotas) {
    try {
      await spendQuotas(limiter, [quota], now);
    } catch (error) {
      await giveBack(limiter, spent);
      throw error;
    }
    spent.push(quota.key);
  }
  return spent;
}

export async function giveBack(limiter: RateLimiter, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => limiter.undo(key)));
}
