import type { CoinLedgerEntry } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';

/**
 * SQL of the diamond ledger (coin_ledger) and the balance columns of users this module owns
 * (coin_num, ledger_entries; schema.md). Reads walk the coin_ledger_user index
 * (user_id, id DESC): newest first is the index order, so a page costs the rows it returns.
 */
interface LedgerRow {
  id: string;
  amount: string;
  reason: CoinLedgerEntry['reason'];
  reference: string;
  balance_after: string;
  created_at: Date | string;
}

// Ids leave as text (bigint); ORDER BY names coin_ledger.id, or it would sort that text.
const COLUMNS = 'id::text AS id, amount::text AS amount, reason, reference, balance_after::text AS balance_after, created_at';

function toEntry(row: LedgerRow): CoinLedgerEntry {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    reason: row.reason,
    reference: row.reference,
    balanceAfter: Number(row.balance_after),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The balance of a user, with the user's row locked until the caller's transaction ends: every
 * money step of one user waits here for the one before it. null when there is no such user.
 */
export async function lockBalance(tx: Queryable, userId: string): Promise<number | null> {
  const row = await tx.one<{ coin_num: string }>('SELECT coin_num::text AS coin_num FROM users WHERE uid = $1 FOR UPDATE', [userId]);
  return row ? Number(row.coin_num) : null;
}

/** Writes the new balance and counts the ledger row the caller adds (users.ledger_entries). */
export async function writeBalance(tx: Queryable, userId: string, balance: number): Promise<void> {
  await tx.query('UPDATE users SET coin_num = $2, ledger_entries = ledger_entries + 1 WHERE uid = $1', [userId, balance]);
}

export async function insertLedgerRow(
  tx: Queryable,
  row: { userId: string; amount: number; reason: CoinLedgerEntry['reason']; reference: string; balanceAfter: number; at: Date },
): Promise<string> {
  const ledger = await tx.one<{ id: string }>(
    `INSERT INTO coin_ledger (user_id, amount, reason, reference, balance_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [row.userId, row.amount, row.reason, row.reference, row.balanceAfter, row.at.toISOString()],
  );
  return ledger!.id;
}

export async function ledgerRows(db: Queryable, userId: string, window: PageWindow): Promise<CoinLedgerEntry[]> {
  const rows = await db.query<LedgerRow>(
    `SELECT ${COLUMNS} FROM coin_ledger WHERE user_id = $1 ORDER BY coin_ledger.id DESC LIMIT $2 OFFSET $3`,
    [userId, window.pageSize, window.offset],
  );
  return rows.map(toEntry);
}

/** The count changeBalance keeps: counting a 100 000-row history would cost more than the page. */
export async function ledgerCount(db: Queryable, userId: string): Promise<number> {
  const count = await db.one<{ total: string }>('SELECT ledger_entries::text AS total FROM users WHERE uid = $1', [userId]);
  return Number(count?.total ?? 0);
}

/** The rows older than `beforeId` (or the newest when null): keyset paging, cost does not grow with depth. */
export async function ledgerRowsBefore(db: Queryable, userId: string, beforeId: number | null, limit: number): Promise<CoinLedgerEntry[]> {
  const rows = await db.query<LedgerRow>(
    `SELECT ${COLUMNS} FROM coin_ledger
     WHERE user_id = $1 AND ($2::bigint IS NULL OR coin_ledger.id < $2::bigint)
     ORDER BY coin_ledger.id DESC LIMIT $3`,
    [userId, beforeId, limit],
  );
  return rows.map(toEntry);
}

/** Whether a ledger row with this reason and reference exists for the user (idempotent grants). */
export async function hasLedgerRow(db: Queryable, userId: string, reason: CoinLedgerEntry['reason'], reference: string): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM coin_ledger WHERE user_id = $1 AND reason = $2 AND reference = $3', [userId, reason, reference]));
}
