import { randomBytes } from 'node:crypto';
import { chinaDay } from '@portal/shared/rules';
import type { Order, PageQuery, Paged, PayInfo, RechargePackage } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { domainEventsOf } from '../../platform/events/domain-events';
import { AppError, RateLimitError } from '../../platform/http/app-error';
import type { ClientIdentity } from '../../platform/http/client-identity';
import { pageWindow } from '../../platform/http/paging';
import { spendQuotas } from '../../platform/rate-limit/quota';
import { formatWait, type RateLimiter, secondsUntil } from '../../platform/rate-limit/rate-limiter';
import { addMessage } from '../messages';
import { assertRechargeAllowed } from '../protection';
import { changeBalance, lockWallet } from '../wallet';
import { ORDER_LIMITS, orderQuotas } from './order-limits';
import type { PaymentProvider } from './payment-provider';
import {
  activePackages,
  cancelPendingOrder,
  countOrders,
  findActivePackage,
  findOrderRow,
  insertNotification,
  insertOrder,
  lockOrderRow,
  markOrderExpired,
  markOrderPaid,
  type OrderRow,
  orderRows,
  pendingOrders,
} from './repository';

/** A recharge order can be paid this long after it was created. */
export const ORDER_TTL_MS = 15 * 60 * 1000;

/** Order numbers as newOrderNo writes them (older ones included): letters and digits. */
const ORDER_NO_PATTERN = /^[0-9A-Za-z]{1,64}$/;

export function newOrderNo(at: Date): string {
  // The China day, as the order's time reads to the player and to customer service.
  const day = chinaDay(at).replace(/-/g, '');
  return `${day}${randomBytes(8).toString('hex').toUpperCase()}`;
}

function toOrder(row: OrderRow, at?: Date): Order {
  // A pending order past its expiry is reported as expired even before anything marks it.
  const expired = row.status === 'pending' && at !== undefined && new Date(row.expires_at).getTime() <= at.getTime();
  return {
    orderNo: row.order_no,
    kind: row.kind,
    status: expired ? 'expired' : row.status,
    title: row.title,
    amountCents: Number(row.amount_cents),
    coins: Number(row.coins),
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

export function listPackages(db: Queryable): Promise<RechargePackage[]> {
  return activePackages(db);
}

/** Who asks for an order, and what limits their asking (order-limits.ts). */
export interface OrderRequester {
  userId: string;
  sessionId: string;
  client: ClientIdentity;
  rateLimiter: RateLimiter;
}

/**
 * POST /api/order/payInfo: a pending recharge order that expires in 15 minutes. Limited per
 * player, device and address, and to 5 payable orders per player, counted with the player's
 * row locked so concurrent requests cannot each find room.
 */
export async function createRechargeOrder(
  db: Database,
  buyer: OrderRequester,
  packageId: number,
  at: Date,
  provider: Pick<PaymentProvider, 'name' | 'payUrl'>,
): Promise<PayInfo> {
  const { userId, sessionId } = buyer;
  const pkg = await findActivePackage(db, packageId);
  if (!pkg) throw new AppError(ResultCode.packageNotFound, 404);
  await spendQuotas(buyer.rateLimiter, orderQuotas(userId, buyer.client), at);
  const coins = pkg.coins + pkg.bonus;
  const title = `充值${pkg.label}`;
  const orderNo = newOrderNo(at);
  const expiresAt = new Date(at.getTime() + ORDER_TTL_MS);
  await db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    // Real-name and minors' limits, on the locked row: concurrent orders are counted one by one.
    await assertRechargeAllowed(tx, userId, pkg.priceCents, at);
    const pending = await pendingOrders(tx, userId, at);
    if (pending.count >= ORDER_LIMITS.pendingPerUser) {
      const wait = secondsUntil(pending.firstExpiry ?? expiresAt, at);
      throw new RateLimitError(
        ResultCode.tooManyPendingOrders,
        wait,
        `未支付的订单已有 ${pending.count} 笔，请先完成支付，或 ${formatWait(wait)}后再下单`,
      );
    }
    await insertOrder(tx, {
      orderNo,
      userId,
      kind: 'recharge',
      status: 'pending',
      packageId,
      planId: null,
      title,
      amountCents: pkg.priceCents,
      coins,
      createdAt: at,
      expiresAt,
      paidAt: null,
      provider: provider.name,
    });
  });
  const payUrl = provider.payUrl({ orderNo, userId, sessionId, title, amountCents: pkg.priceCents, expiresAt });
  return { orderNo, payUrl, amountCents: pkg.priceCents, coins, expiresAt: expiresAt.toISOString() };
}

/**
 * A purchase paid with X钻 (membership), written as a paid order so the user's order list
 * shows it; inside the caller's transaction.
 */
export async function recordWalletOrder(
  tx: Queryable,
  order: { userId: string; kind: 'vip'; planId: number; title: string; coins: number; at: Date },
): Promise<string> {
  const orderNo = newOrderNo(order.at);
  await insertOrder(tx, {
    orderNo,
    userId: order.userId,
    kind: order.kind,
    status: 'paid',
    packageId: null,
    planId: order.planId,
    title: order.title,
    amountCents: 0,
    coins: order.coins,
    createdAt: order.at,
    expiresAt: order.at,
    paidAt: order.at,
    provider: 'wallet',
  });
  return orderNo;
}

export async function orderPage(db: Queryable, userId: string, query: PageQuery, at: Date): Promise<Paged<Order>> {
  const window = pageWindow(query);
  const [rows, total] = await Promise.all([orderRows(db, userId, window), countOrders(db, userId)]);
  return { items: rows.map((row) => toOrder(row, at)), total, page: window.page, pageSize: window.pageSize };
}

/** The order with its owner (null when unknown). */
export async function findOrder(db: Queryable, orderNo: string): Promise<(Order & { userId: string; expiresAt: string }) | null> {
  const row = await findOrderRow(db, orderNo);
  return row ? { ...toOrder(row), userId: row.user_id, expiresAt: new Date(row.expires_at).toISOString() } : null;
}

/** GET /api/order/status: the caller's own order (another user's is "not found"), expiry applied. */
export async function orderStatus(db: Queryable, userId: string, orderNo: string, at: Date): Promise<Order> {
  const row = await findOrderRow(db, orderNo);
  if (!row || row.user_id !== userId) throw new AppError(ResultCode.orderNotFound, 404);
  return toOrder(row, at);
}

/** What became of one payment notification (stored with it). */
export type NotifyOutcome =
  | 'bad-signature'
  | 'malformed'
  | 'unknown-order'
  | 'wrong-amount'
  | 'expired'
  | 'not-pending'
  | 'already-paid'
  | 'credited';

export interface PaidNotice {
  orderNo: string;
  amountCents: number;
  providerRef: string;
}

/**
 * Applies a verified "paid" notification in ONE transaction with the order row locked:
 * only a pending, unexpired order of the right amount is credited, exactly once.
 */
export async function applyPaidNotice(db: Database, notice: PaidNotice, at: Date): Promise<NotifyOutcome> {
  // Not an order number this portal makes (newOrderNo): no need to ask the database.
  if (!ORDER_NO_PATTERN.test(notice.orderNo)) return 'unknown-order';
  return db.transaction(async (tx) => {
    const row = await lockOrderRow(tx, notice.orderNo);
    if (row?.kind !== 'recharge') return 'unknown-order';
    if (row.status === 'paid') return 'already-paid';
    if (row.status !== 'pending') return 'not-pending';
    if (Number(row.amount_cents) !== notice.amountCents) return 'wrong-amount';
    if (new Date(row.expires_at).getTime() <= at.getTime()) {
      await markOrderExpired(tx, row.id);
      return 'expired';
    }
    await markOrderPaid(tx, row.id, at, notice.providerRef);
    const change = await changeBalance(tx, {
      userId: row.user_id,
      amount: Number(row.coins),
      reason: 'recharge',
      reference: `order:${row.order_no}`,
      at,
    });
    await domainEventsOf(db).publish(tx, { type: 'recharge', userId: row.user_id, at });
    await addMessage(
      tx,
      row.user_id,
      '充值成功',
      `您已成功充值 ${row.coins} X钻（订单号 ${row.order_no}），当前余额 ${change.balanceAfter} X钻。`,
      at,
    );
    return 'credited';
  });
}

/** The buyer cancelled at the checkout: a pending order becomes cancelled (anything else is left alone). */
export function cancelOrder(db: Queryable, orderNo: string): Promise<boolean> {
  return cancelPendingOrder(db, orderNo);
}

export function storeNotification(
  db: Queryable,
  entry: { provider: string; orderNo: string | null; rawBody: string; signature: string | null; outcome: NotifyOutcome },
  at: Date,
): Promise<void> {
  return insertNotification(db, entry, at);
}

const CREDITED: readonly NotifyOutcome[] = ['credited', 'already-paid'];

function parseNotice(raw: string): { orderNo: string; amountCents: number; status: string; providerRef: string } | null {
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (typeof body.orderNo !== 'string' || !Number.isInteger(body.amountCents) || typeof body.status !== 'string') return null;
    return {
      orderNo: body.orderNo,
      amountCents: body.amountCents as number,
      status: body.status,
      providerRef: String(body.providerRef ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * One notification of a provider, given its raw body and whether its signature is valid:
 * applied when signed and "paid", stored whatever it was, and refused (400) unless credited.
 */
export async function receiveNotification(
  db: Database,
  notification: { provider: string; rawBody: string; signature: string | null; signatureValid: boolean },
  at: Date,
): Promise<{ outcome: NotifyOutcome; orderNo: string | null }> {
  let outcome: NotifyOutcome;
  let orderNo: string | null = null;
  if (!notification.signatureValid) {
    outcome = 'bad-signature';
  } else {
    const notice = parseNotice(notification.rawBody);
    orderNo = notice?.orderNo ?? null;
    outcome = notice?.status !== 'paid' ? 'malformed' : await applyPaidNotice(db, notice, at);
  }
  await storeNotification(
    db,
    { provider: notification.provider, orderNo, rawBody: notification.rawBody, signature: notification.signature, outcome },
    at,
  );
  return { outcome, orderNo };
}

export function isCredited(outcome: NotifyOutcome): boolean {
  return CREDITED.includes(outcome);
}
