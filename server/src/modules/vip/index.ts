import { isMemberStatus } from '@portal/shared/rules';
import type { VipBadge, VipConfigResult, VipOpenResult, VipPlan } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import { sessionOf } from '../../platform/plugins/auth';
import { optionalUserId } from '../gifts/optional-session';
import { addMessage } from '../messages/message-service';
import { newOrderNo } from '../payments/order-service';
import type { SessionService } from '../../platform/sessions/session-service';
import { changeBalance } from '../wallet/ledger';

export interface VipDeps {
  db: Database;
  now: Clock;
  sessions: SessionService;
}

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

export async function listPlans(db: Queryable): Promise<VipPlan[]> {
  return (await db.query<PlanRow>('SELECT id, name, days, price, badge, benefits FROM vip_plans ORDER BY sort, id')).map(toPlan);
}

/** Member: levelType ≥ 1 and the membership has not run out; anyone else is reported as level 0. */
export async function vipConfig(db: Queryable, userId: string | null, at: Date): Promise<VipConfigResult> {
  const plans = await listPlans(db);
  if (!userId) return { plans, levelType: 0, expTime: null, badge: null };
  const user = await db.one<{ level_type: number; exp_time: Date | string | null; vip_badge: VipBadge | null }>(
    'SELECT level_type, exp_time, vip_badge FROM users WHERE uid = $1',
    [userId],
  );
  // The one membership rule (@portal/shared/rules): an expired member is reported as level 0.
  const active =
    !!user && isMemberStatus({ levelType: user.level_type, expTime: user.exp_time && new Date(user.exp_time).toISOString() }, at.getTime());
  if (!active) return { plans, levelType: 0, expTime: user?.exp_time ? new Date(user.exp_time).toISOString() : null, badge: null };
  return {
    plans,
    levelType: user.level_type,
    expTime: user.exp_time ? new Date(user.exp_time).toISOString() : null,
    badge: user.vip_badge,
  };
}

/**
 * POST /api/vip/vipopen: in ONE transaction the price is debited (changeBalance locks the user
 * row, so concurrent buys serialise), membership runs from the later of now and the current
 * expiry, and a paid 'vip' order and a message are written. Too few X钻 → 1201, nothing changes.
 */
export async function openVip(db: Database, userId: string, planId: number, at: Date): Promise<VipOpenResult> {
  const planRow = await db.one<PlanRow>('SELECT id, name, days, price, badge, benefits FROM vip_plans WHERE id = $1', [planId]);
  if (!planRow) throw new AppError(ResultCode.planNotFound, 404);
  const plan = toPlan(planRow);
  return db.transaction(async (tx) => {
    const change = await changeBalance(tx, { userId, amount: -plan.price, reason: 'vip', reference: `vip:${plan.id}`, at });
    const user = await tx.one<{ level_type: number; exp_time: Date | string }>(
      `UPDATE users SET level_type = GREATEST(level_type, 1), vip_badge = $3,
         exp_time = GREATEST($2::timestamptz, COALESCE(exp_time, $2::timestamptz)) + make_interval(days => $4::int)
       WHERE uid = $1 RETURNING level_type, exp_time`,
      [userId, at.toISOString(), plan.badge, plan.days],
    );
    const orderNo = newOrderNo(at);
    await tx.query(
      `INSERT INTO orders (order_no, user_id, kind, status, plan_id, title, amount_cents, coins, created_at, expires_at, paid_at, provider)
       VALUES ($1, $2, 'vip', 'paid', $3, $4, 0, $5, $6, $6, $6, 'wallet')`,
      [orderNo, userId, plan.id, `开通${plan.name}`, plan.price, at.toISOString()],
    );
    const expTime = new Date(user!.exp_time).toISOString();
    await addMessage(
      tx,
      userId,
      '会员开通成功',
      `您已成功开通${plan.name}（${plan.days}天），消耗 ${plan.price} X钻，会员有效期至 ${expTime.slice(0, 10)}。`,
      at,
    );
    return { levelType: user!.level_type, expTime, badge: plan.badge, coinNum: change.balanceAfter };
  });
}

/** Membership routes under /api. */
export function vipRoutes(deps: VipDeps) {
  return async (app: FastifyInstance) => {
    app.post('/vip/vipconfig', async (request) => ok(await vipConfig(deps.db, await optionalUserId(request, deps.sessions), deps.now())));
    app.post<{ Body: { planId: number } }>(
      '/vip/vipopen',
      {
        preValidation: app.requireSession,
        schema: { body: { type: 'object', required: ['planId'], properties: { planId: { type: 'integer', minimum: 1 } } } },
      },
      async (request) => ok(await openVip(deps.db, sessionOf(request).userId, request.body.planId, deps.now())),
    );
  };
}
