import { formatDate, isMemberStatus } from '@portal/shared/rules';
import { ResultCode, type VipConfigResult, type VipOpenResult, type VipPlan } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { addMessage } from '../messages';
import { recordWalletOrder } from '../payments';
import { changeBalance } from '../wallet';
import { allPlans, extendMembership, findMembership, findPlan } from './repository';

export function listPlans(db: Queryable): Promise<VipPlan[]> {
  return allPlans(db);
}

/** Whether the user is a member at `at` — the one membership rule (@portal/shared/rules). */
export async function isActiveMember(db: Queryable, userId: string, at: Date): Promise<boolean> {
  const membership = await findMembership(db, userId);
  return !!membership && isMemberStatus(membership, at.getTime());
}

/** Member: levelType ≥ 1 and the membership has not run out; anyone else is reported as level 0. */
export async function vipConfig(db: Queryable, userId: string | null, at: Date): Promise<VipConfigResult> {
  const plans = await listPlans(db);
  if (!userId) return { plans, levelType: 0, expTime: null, badge: null };
  const membership = await findMembership(db, userId);
  // An expired member is reported as level 0.
  if (!membership || !isMemberStatus(membership, at.getTime()))
    return { plans, levelType: 0, expTime: membership?.expTime ?? null, badge: null };
  return { plans, levelType: membership.levelType, expTime: membership.expTime, badge: membership.badge };
}

/**
 * POST /api/vip/vipopen: in ONE transaction the price is debited (changeBalance locks the user
 * row, so concurrent buys serialise), membership runs from the later of now and the current
 * expiry, and a paid 'vip' order and a message are written. Too few X钻 → 1201, nothing changes.
 */
export async function openVip(db: Database, userId: string, planId: number, at: Date): Promise<VipOpenResult> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new AppError(ResultCode.planNotFound, 404);
  return db.transaction(async (tx) => {
    const change = await changeBalance(tx, { userId, amount: -plan.price, reason: 'vip', reference: `vip:${plan.id}`, at });
    const membership = await extendMembership(tx, userId, { at, badge: plan.badge, days: plan.days });
    await recordWalletOrder(tx, { userId, kind: 'vip', planId: plan.id, title: `开通${plan.name}`, coins: plan.price, at });
    await addMessage(
      tx,
      userId,
      '会员开通成功',
      `您已成功开通${plan.name}（${plan.days}天），消耗 ${plan.price} X钻，会员有效期至 ${formatDate(membership.expTime)}。`,
      at,
    );
    return { ...membership, badge: plan.badge, coinNum: change.balanceAfter };
  });
}
