import type { RealNameStatus, SpendingRefusal, VerifyRealNameBody } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import {
  ageOn,
  checkRealName,
  checkResidentId,
  coinsToCents,
  formatYuan,
  maskRealName,
  shanghaiDay,
  shanghaiMonth,
  type SpendingBand,
  spendingRuleFor,
} from '@portal/shared/rules';
import type { ProtectionConfig } from '../../config';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { spendQuotas } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { residentIdHash } from './id-hash';
import type { RealNameProvider } from './real-name-provider';
import { verifyQuotas } from './verify-limits';
import { claimResidentId, findIdentity, insertVerification, lockVerifiedFlag, type PlayerIdentity, rechargedCents } from './repository';

/** How each band is named in a refusal. */
const BAND_WORDS: Record<SpendingBand, string> = {
  unverified: '未实名认证的用户',
  under8: '未满8周岁的用户',
  under16: '未满16周岁的用户',
  under18: '未满18周岁的用户',
  adult: '成年用户',
};

function ageOf(identity: PlayerIdentity, at: Date): number | null {
  return identity.verified && identity.birthDate ? ageOn(identity.birthDate, at) : null;
}

/** The player's limits and this month's recharges (fen) at `at`. */
async function spendingOf(
  db: Queryable,
  userId: string,
  identity: PlayerIdentity,
  at: Date,
): Promise<Omit<SpendingRefusal, 'amountCents'>> {
  const rule = spendingRuleFor(ageOf(identity, at));
  const month = shanghaiMonth(at);
  // Adults and those who may not pay have nothing to count.
  const spent = rule.perMonthCents && rule.perMonthCents > 0 ? await rechargedCents(db, userId, month.start, month.end, at) : 0;
  return {
    band: rule.band,
    perPaymentCents: rule.perPaymentCents,
    perMonthCents: rule.perMonthCents,
    spentThisMonthCents: spent,
    leftThisMonthCents: rule.perMonthCents === null ? null : Math.max(0, rule.perMonthCents - spent),
  };
}

async function identityOf(db: Queryable, userId: string): Promise<PlayerIdentity> {
  const identity = await findIdentity(db, userId);
  if (!identity) throw new AppError(ResultCode.notFound, 404, '用户不存在');
  return identity;
}

/**
 * The spending rules for one payment of `amountCents` (checkMonth: a recharge, which also counts
 * against the month). Call inside the charge's transaction with the user's row locked (payments
 * and the wallet lock it first), so concurrent payments of one player are checked one after the
 * other against what the others committed.
 */
async function assertMayPay(tx: Queryable, userId: string, amountCents: number, at: Date, checkMonth: boolean): Promise<void> {
  const identity = await identityOf(tx, userId);
  const spending = await spendingOf(tx, userId, identity, at);
  const data: SpendingRefusal = { ...spending, amountCents };
  const who = BAND_WORDS[spending.band];
  if (spending.band === 'unverified') throw new AppError(ResultCode.realNameRequired, 403, undefined, data);
  if (spending.band === 'under8') throw new AppError(ResultCode.minorUnder8, 403, undefined, data);
  if (spending.perPaymentCents !== null && amountCents > spending.perPaymentCents) {
    throw new AppError(
      ResultCode.minorPaymentLimit,
      403,
      `根据国家规定，${who}单次支付不能超过${formatYuan(spending.perPaymentCents)}（本次${formatYuan(amountCents)}）`,
      data,
    );
  }
  if (checkMonth && spending.leftThisMonthCents !== null && amountCents > spending.leftThisMonthCents) {
    throw new AppError(
      ResultCode.minorMonthlyLimit,
      403,
      `根据国家规定，${who}每月累计充值不能超过${formatYuan(spending.perMonthCents ?? 0)}，本月已充值${formatYuan(spending.spentThisMonthCents)}，剩余额度${formatYuan(spending.leftThisMonthCents)}`,
      data,
    );
  }
}

/** A recharge order of real money: verification, age band, per-payment and monthly limits. */
export function assertRechargeAllowed(tx: Queryable, userId: string, amountCents: number, at: Date): Promise<void> {
  return assertMayPay(tx, userId, amountCents, at, true);
}

/**
 * An X钻 purchase (every debit of the wallet): verification, age band and the per-payment limit
 * at the recharge rate. Not the monthly sum: that money was counted when it was recharged, and
 * counting it again when spent would charge the same yuan to the month twice.
 */
export function assertPurchaseAllowed(tx: Queryable, userId: string, coins: number, at: Date): Promise<void> {
  return assertMayPay(tx, userId, coinsToCents(coins), at, false);
}

/** GET /api/user/realname: the verification and this month's limits. */
export async function realNameStatus(db: Queryable, userId: string, at: Date): Promise<RealNameStatus> {
  const identity = await identityOf(db, userId);
  return {
    verified: identity.verified,
    maskedName: identity.verified ? identity.maskedName : null,
    birthMonth: identity.verified && identity.birthDate ? identity.birthDate.slice(0, 7) : null,
    age: ageOf(identity, at),
    spending: await spendingOf(db, userId, identity, at),
  };
}

export interface VerifyDeps {
  db: Database;
  config: ProtectionConfig;
  provider: RealNameProvider;
  rateLimiter: RateLimiter;
}

/**
 * POST /api/user/realname: checks the form (the same rules as the page), asks the provider,
 * then in one transaction claims a place for the ID (at most accountsPerId accounts) and marks
 * the account verified with its birth date. Only the masked name and the keyed hash are kept.
 */
export async function verifyRealName(deps: VerifyDeps, userId: string, body: VerifyRealNameBody, at: Date): Promise<RealNameStatus> {
  await spendQuotas(deps.rateLimiter, verifyQuotas(userId), at);
  const nameProblem = checkRealName(body.name);
  if (nameProblem) throw new AppError(ResultCode.realNameInvalid, 400, `姓名：${nameProblem}`);
  const id = checkResidentId(body.idNumber, shanghaiDay(at).date);
  if (!id.ok) throw new AppError(ResultCode.realNameInvalid, 400, `身份证号：${id.message}`);
  if ((await identityOf(deps.db, userId)).verified) throw new AppError(ResultCode.realNameAlreadyVerified, 409);

  const name = body.name.trim();
  let answer: Awaited<ReturnType<RealNameProvider['verify']>>;
  try {
    answer = await deps.provider.verify({ name, idNumber: id.id });
  } catch (error) {
    throw Object.assign(new AppError(ResultCode.realNameUnavailable, 503), { cause: error });
  }
  if (answer !== 'match') throw new AppError(ResultCode.realNameMismatch, 400);

  const idHash = residentIdHash(deps.config.hashSecret, id.id);
  await deps.db.transaction(async (tx) => {
    const verified = await lockVerifiedFlag(tx, userId);
    if (verified === null) throw new AppError(ResultCode.notFound, 404, '用户不存在');
    if (verified) throw new AppError(ResultCode.realNameAlreadyVerified, 409);
    if (!(await claimResidentId(tx, idHash, deps.config.accountsPerId))) {
      throw new AppError(ResultCode.residentIdOverused, 409, `该身份证号已认证 ${deps.config.accountsPerId} 个账号，不能再认证新的账号`);
    }
    await insertVerification(tx, {
      userId,
      idHash,
      maskedName: maskRealName(name),
      birthDate: id.birthDate,
      provider: deps.provider.name,
      at,
    });
  });
  return realNameStatus(deps.db, userId, at);
}

/** The birth date the demo seed gives its players: adults for as long as the demo runs. */
export const DEMO_BIRTH_DATE = '1990-01-01';

/**
 * Marks a seeded demo account (the demo player, the square's authors) as a verified adult so the
 * demo can pay. These accounts belong to nobody, so there is no ID: the hash column says
 * `demo-seed` (it matches no ID's HMAC and takes no place in resident_id_claims). Idempotent.
 */
export async function markDemoAdult(tx: Queryable, userId: string, at: Date): Promise<void> {
  if (await lockVerifiedFlag(tx, userId)) return;
  await insertVerification(tx, { userId, idHash: 'demo-seed', maskedName: '试**', birthDate: DEMO_BIRTH_DATE, provider: 'demo-seed', at });
}
