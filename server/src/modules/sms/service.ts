import type { SmsCodeResult, SmsPurpose } from '@portal/shared/types';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../db/types';
import { AppError, RateLimitError } from '../../platform/http/app-error';
import { ResultCode, type ResultCodeValue } from '@portal/shared/types';
import { formatWait, secondsUntil, type RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { generateSmsCode, hashSmsCode, smsCodeMatches } from './sms-code-hash';
import { countWrongTry, deleteCode, insertCode, latestCodeForUpdate, lockPhone, markConsumed, recentCodeTimes } from './repository';
import { SMS_LIMITS } from './sms-limits';
import { isProviderThrottle, type SmsProvider } from './sms-provider';

const PURPOSE_LABELS: Record<SmsPurpose, string> = { login: '登录', bind: '绑定手机', reset: '找回密码' };
const DAY_MS = 86_400_000;

export interface SmsCodeService {
  /** Issues and sends a code, or refuses with 429 and when to retry. */
  request(phone: string, purpose: SmsPurpose, clientAddress: string): Promise<SmsCodeResult>;
  /**
   * Checks code against the latest code for phone+purpose inside the caller's transaction.
   * Returns null when it matches (and marks it used) or the catalogue code of the refusal.
   * A wrong try is counted, so the caller must let the transaction commit and fail after it.
   */
  consume(tx: Queryable, phone: string, purpose: SmsPurpose, code: string): Promise<ResultCodeValue | null>;
}

export interface SmsCodeServiceDeps {
  db: Database;
  now: Clock;
  provider: SmsProvider;
  rateLimiter: RateLimiter;
  appTitle: string;
  /** At most one code per phone in this many seconds (config SMS_RESEND_SECONDS, default 60). */
  resendSeconds?: number;
}

export function createSmsCodeService({
  db,
  now,
  provider,
  rateLimiter,
  appTitle,
  resendSeconds = SMS_LIMITS.resendSeconds,
}: SmsCodeServiceDeps): SmsCodeService {
  return {
    async request(phone, purpose, clientAddress) {
      const address = await rateLimiter.hit(`sms:address:${clientAddress}`, 3_600_000);
      if (address.count > SMS_LIMITS.perAddressPerHour) {
        const wait = secondsUntil(address.resetAt, now());
        throw new RateLimitError(ResultCode.rateLimited, wait, `获取验证码过于频繁，请 ${formatWait(wait)}后再试`);
      }

      const code = generateSmsCode();
      const at = now();
      const id = await db.transaction(async (tx) => {
        // Requests for one phone take turns, so two at once cannot both pass the limits.
        await lockPhone(tx, phone);
        const recent = await recentCodeTimes(tx, phone, new Date(at.getTime() - DAY_MS), SMS_LIMITS.perPhonePerDay);
        const latest = recent[0];
        if (latest) {
          const resendAt = new Date(latest.getTime() + resendSeconds * 1000);
          if (resendAt > at) {
            const wait = secondsUntil(resendAt, at);
            throw new RateLimitError(ResultCode.smsTooFrequent, wait, `验证码发送过于频繁，请 ${wait} 秒后再试`);
          }
        }
        const oldest = recent[SMS_LIMITS.perPhonePerDay - 1];
        if (oldest) {
          const wait = secondsUntil(new Date(oldest.getTime() + DAY_MS), at);
          throw new RateLimitError(ResultCode.smsDailyLimit, wait, `该手机号今日获取验证码次数已达上限，请 ${formatWait(wait)}后再试`);
        }
        return insertCode(tx, {
          phone,
          purpose,
          codeHash: hashSmsCode(phone, purpose, code),
          expiresAt: new Date(at.getTime() + SMS_LIMITS.codeTtlSeconds * 1000),
          at,
        });
      });

      const minutes = SMS_LIMITS.codeTtlSeconds / 60;
      const text = `【${appTitle}】您的${PURPOSE_LABELS[purpose]}验证码为 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`;
      try {
        await provider.send({ phone, purpose, code, text });
      } catch (error) {
        // Not delivered: forget it so the user is not held to the resend limit for nothing.
        await deleteCode(db, id);
        if (isProviderThrottle(error)) {
          throw Object.assign(new RateLimitError(ResultCode.smsTooFrequent, 60, '该手机号接收验证码过于频繁，请稍后再试'), {
            cause: error,
          });
        }
        throw Object.assign(new AppError(ResultCode.unavailable, 503, '短信发送失败，请稍后再试'), { cause: error });
      }
      return { expiresIn: SMS_LIMITS.codeTtlSeconds, resendIn: resendSeconds };
    },

    async consume(tx, phone, purpose, code) {
      const row = await latestCodeForUpdate(tx, phone, purpose);
      if (!row) return ResultCode.smsCodeMissing;
      if (row.consumed_at) return ResultCode.smsCodeUsed;
      if (row.attempts >= SMS_LIMITS.maxWrongTries) return ResultCode.smsCodeExhausted;
      const at = now();
      if (new Date(row.expires_at) <= at) return ResultCode.smsCodeExpired;
      if (!smsCodeMatches(row.code_hash, phone, purpose, code)) {
        const attempts = await countWrongTry(tx, row.id);
        return attempts >= SMS_LIMITS.maxWrongTries ? ResultCode.smsCodeExhausted : ResultCode.smsCodeWrong;
      }
      await markConsumed(tx, row.id, at);
      return null;
    },
  };
}
