import { createHash } from 'node:crypto';
import { ResultCode } from '@portal/shared/types';
import { HOUR_MS, type Quota } from '../../platform/rate-limit/quota';

/**
 * Flood control of messages to 客服 (issue 14), the square's kind of limits: a pause between
 * two messages, a cap per 24 hours, and the same text refused within a minute. Spent with the
 * square's spendFlood (atomic windows shared by every instance; a refused or failed send takes
 * its hits back). Refusals are HTTP 429 with Retry-After.
 */
export const SUPPORT_LIMITS = {
  intervalSeconds: 3,
  perDay: 50,
  duplicateWindowSeconds: 60,
  maxLength: 500,
} as const;

export function supportQuotas(uid: string, text: string): Quota[] {
  const digest = createHash('sha256').update(text).digest('hex');
  return [
    {
      key: `support:interval:${uid}`,
      limit: 1,
      windowMs: SUPPORT_LIMITS.intervalSeconds * 1000,
      code: ResultCode.supportTooFast,
      refusal: (wait) => `发送太频繁了，请 ${wait}后再试`,
    },
    {
      key: `support:day:${uid}`,
      limit: SUPPORT_LIMITS.perDay,
      windowMs: 24 * HOUR_MS,
      code: ResultCode.supportDailyLimit,
      refusal: (wait) => `24 小时内最多留言 ${SUPPORT_LIMITS.perDay} 条，请 ${wait}后再试`,
    },
    {
      key: `support:same:${uid}:${digest}`,
      limit: 1,
      windowMs: SUPPORT_LIMITS.duplicateWindowSeconds * 1000,
      code: ResultCode.supportDuplicate,
      refusal: (wait) => `请勿重复发送相同的内容，请 ${wait}后再试`,
    },
  ];
}
