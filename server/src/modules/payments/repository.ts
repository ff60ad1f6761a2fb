import type { OrderKind, OrderStatus, RechargePackage } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';

/** SQL of recharge_packages, orders and payment_notifications. */
export interface OrderRow {
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

export async function activePackages(db: Queryable): Promise<RechargePackage[]> {
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

export async function findActivePackage(db: Queryable, packageId: number): Promise<RechargePackage | null> {
  const row = await db.one<{ id: number; coins: number; bonus: number; price_cents: number; label: string }>(
    'SELECT id, coins, bonus, price_cents, label FROM recharge_packages WHERE id = $1 AND active',
    [packageId],
  );
  return row
    ? { id: Number(row.id), coins: Number(row.coins), bonus: Number(row.bonus), priceCents: Number(row.price_cents), label: row.label }
    : null;
}

export interface NewOrder {
  orderNo: string;
  userId: string;
  kind: OrderKind;
  status: OrderStatus;
  packageId: number | null;
  planId: number | null;
  title: string;
  amountCents: number;
  coins: number;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  provider: string;
}

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<void> {
  await tx.query(
    `INSERT INTO orders (order_no, user_id, kind, status, package_id, plan_id, title, amount_cents, coins, created_at, expires_at, paid_at, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      order.orderNo,
      order.userId,
      order.kind,
      order.status,
      order.packageId,
      order.planId,
      order.title,
      order.amountCents,
      order.coins,
      order.createdAt.toISOString(),
      order.expiresAt.toISOString(),
      order.paidAt?.toISOString() ?? null,
      order.provider,
    ],
  );
}

/** How many of the user's recharge orders can still be paid at `at`, and when the first of them expires. */
export async function pendingOrders(tx: Queryable, userId: string, at: Date): Promise<{ count: number; firstExpiry: Date | null }> {
  const row = await tx.one<{ count: string; first_expiry: Date | string | null }>(
    `SELECT count(*)::text AS count, min(expires_at) AS first_expiry FROM orders
     WHERE user_id = $1 AND kind = 'recharge' AND status = 'pending' AND expires_at > $2`,
    [userId, at.toISOString()],
  );
  return { count: Number(row?.count ?? 0), firstExpiry: row?.first_expiry ? new Date(row.first_expiry) : null };
}

export function orderRows(db: Queryable, userId: string, window: PageWindow): Promise<OrderRow[]> {
  return db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY orders.id DESC LIMIT $2 OFFSET $3`, [
    userId,
    window.pageSize,
    window.offset,
  ]);
}

export async function countOrders(db: Queryable, userId: string): Promise<number> {
  const count = await db.one<{ total: string }>('SELECT count(*)::text AS total FROM orders WHERE user_id = $1', [userId]);
  return Number(count?.total ?? 0);
}

export function findOrderRow(db: Queryable, orderNo: string): Promise<OrderRow | undefined> {
  return db.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_no = $1`, [orderNo]);
}

/** The order row, locked until the caller's transaction ends. */
export function lockOrderRow(tx: Queryable, orderNo: string): Promise<OrderRow | undefined> {
  return tx.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_no = $1 FOR UPDATE`, [orderNo]);
}

export async function markOrderExpired(tx: Queryable, id: string): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'expired' WHERE id = $1`, [id]);
}

export async function markOrderPaid(tx: Queryable, id: string, at: Date, providerRef: string): Promise<void> {
  await tx.query(`UPDATE orders SET status = 'paid', paid_at = $2, provider_ref = $3 WHERE id = $1`, [id, at.toISOString(), providerRef]);
}

/** A pending order becomes cancelled; false when it was not pending (or unknown). */
export async function cancelPendingOrder(db: Queryable, orderNo: string): Promise<boolean> {
  const row = await db.one(`UPDATE orders SET status = 'cancelled' WHERE order_no = $1 AND status = 'pending' RETURNING id`, [orderNo]);
  return !!row;
}

/**
 * Every notification is kept, garbage included: PostgreSQL text cannot hold NUL (stored as the
 * text `\u0000`) and the fields are cut to what a real notification needs.
 */
const storable = (text: string, max: number) => text.replace(/\0/g, '\\u0000').slice(0, max);

export async function insertNotification(
  db: Queryable,
  entry: { provider: string; orderNo: string | null; rawBody: string; signature: string | null; outcome: string },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_notifications (provider, order_no, raw_body, signature, outcome, received_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.provider,
      entry.orderNo === null ? null : storable(entry.orderNo, 64),
      storable(entry.rawBody, 8000),
      entry.signature === null ? null : storable(entry.signature, 1024),
      entry.outcome,
      at.toISOString(),
    ],
  );
}
