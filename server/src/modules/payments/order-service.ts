import { randomBytes } from 'node:crypto';
import type { Order, OrderKind, OrderStatus, Paged, PayInfo, RechargePackage } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode } from '@portal/shared/types';
import { addMessage } from '../messages/message-service';
import { changeBalance } from '../wallet/ledger';

/** A recharge order can be paid this long after it was created. */
export const ORDER_TTL_MS = 15 * 60 * 1000;

interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  kind: OrderKind;
  status: OrderStatus;
  title: string;
  amount_cents: number;
  coins: number;
  created_at: Date | string;
  expires_at: Date | string;
  paid_at: Date | string | null;
}

const ORDER_COLUMNS = `id::text AS id, order_no, user_id::text AS user_id, kind, status, title, amount_cents, coins, created_at, expires_at, paid_at`;

export function newOrderNo(at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function toOrder(row: OrderRow, at?: Date): Order {
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

export async function listPackages(db: Queryable): Promise<RechargePackage[]> {
  const rows = await db.query<{ id: number; coins: number; bonus: number; price_cents: number; label: string }>(
    'SELECT id, coins, bonus, price_cents, label FROM recharge_packages WHERE active ORDER BY sort, id',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    coins: Number(r.coins),
    bonus: Number(r.bonus),
    priceCents: Number(r.price_cents),
    label: r.label,
  }));
}

/** POST /api/order/payInfo: a pending recharge order that expires in 15 minutes. */
export async function createRechargeOrder(
  db: Queryable,
  userId: string,
  packageId: number,
  at: Date,
  provider: { name: string; payUrl(orderNo: string): string },
): Promise<PayInfo> {
  const pkg = await db.one<{ coins: number; bonus: number; price_cents: number; label: string }>(
    'SELECT coins, bonus, price_cents, label FROM recharge_packages WHERE id = $1 AND active',
    [packageId],
  );
  if (!pkg) throw new AppError(ResultCode.packageNotFound, 404);
  const coins = Number(pkg.coins) + Number(pkg.bonus);
  const orderNo = newOrderNo(at);
  const expiresAt = new Date(at.getTime() + ORDER_TTL_MS);
  await db.query(
    `INSERT INTO orders (order_no, user_id, kind, status, package_id, title, amount_cents, coins, created_at, expires_at, provider)
     VALUES ($1, $2, 'recharge', 'pending', $3, $4, $5, $6, $7, $8, $9)`,
    [orderNo, userId, packageId, `充值${pkg.label}`, pkg.price_cents, coins, at.toISOString(), expiresAt.toISOString(), provider.name],
  );
  return { orderNo, payUrl: provider.payUrl(orderNo), amountCents: Number(pkg.price_cents), coins, expiresAt: expiresAt.toISOString() };
}

export async function orderPage(db: Queryable, userId: string, page: number, pageSize: number, at: Date): Promise<Paged<Order>> {
  const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), 100);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY orders.id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  const count = await db.one<{ total: string }>('SELECT count(*)::text AS total FROM orders WHERE user_id = $1', [userId]);
  return { items: rows.map((r) => toOrder(r, at)), total: Number(count?.total ?? 0), page: current, pageSize: size };
}

/** The order with its owner (null when unknown). */
export async function findOrder(db: Queryable, orderNo: string): Promise<(Order & { userId: string; expiresAt: string }) | null> {
  const row = await db.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_no = $1`, [orderNo]);
  return row ? { ...toOrder(row), userId: row.user_id, expiresAt: new Date(row.expires_at).toISOString() } : null;
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
  return db.transaction(async (tx) => {
    const row = await tx.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_no = $1 FOR UPDATE`, [notice.orderNo]);
    if (row?.kind !== 'recharge') return 'unknown-order';
    if (row.status === 'paid') return 'already-paid';
    if (row.status !== 'pending') return 'not-pending';
    if (Number(row.amount_cents) !== notice.amountCents) return 'wrong-amount';
    if (new Date(row.expires_at).getTime() <= at.getTime()) {
      await tx.query(`UPDATE orders SET status = 'expired' WHERE id = $1`, [row.id]);
      return 'expired';
    }
    await tx.query(`UPDATE orders SET status = 'paid', paid_at = $2, provider_ref = $3 WHERE id = $1`, [
      row.id,
      at.toISOString(),
      notice.providerRef,
    ]);
    const change = await changeBalance(tx, {
      userId: row.user_id,
      amount: Number(row.coins),
      reason: 'recharge',
      reference: `order:${row.order_no}`,
      at,
    });
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
export async function cancelOrder(db: Queryable, orderNo: string): Promise<boolean> {
  const row = await db.one(`UPDATE orders SET status = 'cancelled' WHERE order_no = $1 AND status = 'pending' RETURNING id`, [orderNo]);
  return row !== undefined;
}

export async function storeNotification(
  db: Queryable,
  entry: { provider: string; orderNo: string | null; rawBody: string; signature: string | null; outcome: NotifyOutcome },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_notifications (provider, order_no, raw_body, signature, outcome, received_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.provider, entry.orderNo, entry.rawBody, entry.signature, entry.outcome, at.toISOString()],
  );
}
