import type { CoinLedgerEntry, Paged } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * Reading the diamond ledger. Both reads walk the coin_ledger_user index
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

/** One page (1-based) of a user's ledger, newest first, with the total row count. */
export async function ledgerPage(db: Queryable, userId: string, page: number, pageSize: number): Promise<Paged<CoinLedgerEntry>> {
  const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), 100);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const rows = await db.query<LedgerRow>(
    `SELECT ${COLUMNS} FROM coin_ledger WHERE user_id = $1 ORDER BY coin_ledger.id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  // The count changeBalance keeps: counting a 100 000-row history would cost more than the page.
  const count = await db.one<{ total: string }>('SELECT ledger_entries::text AS total FROM users WHERE uid = $1', [userId]);
  return { items: rows.map(toEntry), total: Number(count?.total ?? 0), page: current, pageSize: size };
}

/**
 * Keyset variant for deep history: the rows older than `beforeId` (or the newest when null).
 * Pass the last id of one answer as `beforeId` of the next; cost does not grow with depth.
 */
export async function ledgerBefore(db: Queryable, userId: string, beforeId: number | null, limit: number): Promise<CoinLedgerEntry[]> {
  const size = Math.min(Math.max(Math.trunc(limit) || 20, 1), 100);
  const rows = await db.query<LedgerRow>(
    `SELECT ${COLUMNS} FROM coin_ledger
     WHERE user_id = $1 AND ($2::bigint IS NULL OR coin_ledger.id < $2::bigint)
     ORDER BY coin_ledger.id DESC LIMIT $3`,
    [userId, beforeId, size],
  );
  return rows.map(toEntry);
}
