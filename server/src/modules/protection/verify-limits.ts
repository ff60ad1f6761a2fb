import { HOUR_MS, type Quota } from '../../platform/rate-limit/quota';

/**
 * Real-name attempts per account (designed here): every attempt may reach the authority, and an
 * account trying name after name against IDs would be using us to look people up. 10 a day per
 * account, counted before the checks, so typos count too (the page catches most of them first).
 */
export const VERIFY_LIMITS = { perUserPerDay: 10 } as const;

export function verifyQuotas(userId: string): Quota[] {
  return [
    {
      key: `realname:user:${userId}`,
      limit: VERIFY_LIMITS.perUserPerDay,
      windowMs: 24 * HOUR_MS,
      refusal: (wait) => `实名认证尝试次数过多，请 ${wait}后再试`,
    },
  ];
}
