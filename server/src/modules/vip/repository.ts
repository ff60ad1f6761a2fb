import type { VipBadge, VipPlan } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * SQL of vip_plans and the membership columns of users this module owns (level_type,
 * exp_time, vip_badge; schema.md).
 */
interface PlanRow {
  id: number;
  name: string;
  days: number;
  price: number;
  badge: VipBadge;
  benefits: string[] | string;
}

function toPlan(row: PlanRow): VipPlan {
  const benefits = typeof row.benefits === 'string' ? (JSON.parse(row.benefits) as string[]) : row.benefits;
  return { id: Number(row.id), name: row.name, days: Number(row.days), price: Number(row.price), badge: row.badge, benefits };
}

export async function allPlans(db: Queryable): Promise<VipPlan[]> {
  return (await db.query<PlanRow>('SELECT id, name, days, price, badge, benefits FROM vip_plans ORDER BY sort, id')).map(toPlan);
}

export async function findPlan(db: Queryable, planId: number): Promise<VipPlan | null> {
  const row = await db.one<PlanRow>('SELECT id, name, days, price, badge, benefits FROM vip_plans WHERE id = $1', [planId]);
  return row ? toPlan(row) : null;
}

export interface MembershipRow {
  levelType: number;
  expTime: string | null;
  badge: VipBadge | null;
}

export async function findMembership(db: Queryable, userId: string): Promise<MembershipRow | null> {
  const row = await db.one<{ level_type: number; exp_time: Date | string | null; vip_badge: VipBadge | null }>(
    'SELECT level_type, exp_time, vip_badge FROM users WHERE uid = $1',
    [userId],
  );
  return row
    ? { levelType: Number(row.level_type), expTime: row.exp_time ? new Date(row.exp_time).toISOString() : null, badge: row.vip_badge }
    : null;
}

/** Membership runs from the later of `at` and the current expiry, `days` longer. */
export async function extendMembership(
  tx: Queryable,
  userId: string,
  change: { at: Date; badge: VipBadge; days: number },
): Promise<{ levelType: number; expTime: string }> {
  const row = await tx.one<{ level_type: number; exp_time: Date | string }>(
    `UPDATE users SET level_type = GREATEST(level_type, 1), vip_badge = $3,
       exp_time = GREATEST($2::timestamptz, COALESCE(exp_time, $2::timestamptz)) + make_interval(days => $4::int)
     WHERE uid = $1 RETURNING level_type, exp_time`,
    [userId, change.at.toISOString(), change.badge, change.days],
  );
  return { levelType: Number(row!.level_type), expTime: new Date(row!.exp_time).toISOString() };
}
