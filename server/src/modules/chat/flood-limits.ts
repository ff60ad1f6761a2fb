import { CHAT_LIMITS } from '@portal/shared/rules';
import { ResultCode } from '@portal/shared/types';
import type { Quota } from '../../platform/rate-limit/quota';

/**
 * Flood control of private messages (issue 14): at most CHAT_LIMITS.perMinute a minute and
 * perDay a day per sender, as rate-limiter windows (atomic, shared by every instance). A
 * refusal is HTTP 429 with Retry-After and a message saying how long to wait.
 */
export function chatQuotas(uid: string): Quota[] {
  return [
    {
      key: `chat:minute:${uid}`,
      limit: CHAT_LIMITS.perMinute,
      windowMs: 60_000,
      code: ResultCode.chatTooFast,
      refusal: (wait) => `私信发送太频繁，请 ${wait}后再试`,
    },
    {
      key: `chat:day:${uid}`,
      limit: CHAT_LIMITS.perDay,
      windowMs: 86_400_000,
      code: ResultCode.chatDailyLimit,
      refusal: (wait) => `24 小时内最多发送 ${CHAT_LIMITS.perDay} 条私信，请 ${wait}后再试`,
    },
  ];
}
