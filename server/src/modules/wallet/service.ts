import type { CoinLedgerEntry, PageQuery, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { assertPurchaseAllowed } from '../protection';
import { hasLedgerRow, insertLedgerRow, ledgerCount, ledgerRows, ledgerRowsBefore, lockBalance, writeBalance } from './repository';

/**
 * The only way a diamond balance changes (architecture: money rules). Inside the caller's
 * transaction it locks the user's row, refuses to go below zero, updates users.coin_num and
 * writes the ledger row with the balance after — so the ledger always sums to the balance —
 * and counts the row in users.ledger_entries.
 */
export interface BalanceChange {
  userId: string;
  /** Positive credit, negative debit; never 0. */
  amount: number;
  reason: CoinLedgerEntry['reason'];
  reference: string;
  at: Date;
}

export interface BalanceChangeResult {
  ledgerId: string;
  balanceAfter: number;
}

/** Thrown (and the transaction rolled back) when a debit is larger than the balance. */
export class InsufficientBalanceError extends AppError {
  constructor(
    public readonly balance: number,
    public readonly needed: number,
  ) {
    super(ResultCode.insufficientBalance, 400);
    this.name = 'InsufficientBalanceError';
  }
}

export async function changeBalance(tx: Queryable, change: BalanceChange): Promise<BalanceChangeResult> {
  if (!Number.isInteger(change.amount) || change.amount === 0) throw new Error(`invalid ledger amount ${change.amount}`);
  const balance = await lockBalance(tx, change.userId);
  if (balance === null) throw new AppError(ResultCode.notFound, 404, '用户不存在');
  // Every debit is an X钻 purchase: the minors' rules apply to it here, on the locked row, so no
  // purchase path (games, chapters, membership, make-up check-ins) can skip them.
  if (change.amount < 0) await assertPurchaseAllowed(tx, change.userId, -change.amount, change.at);
  const after = balance + change.amount;
  if (after < 0) throw new InsufficientBalanceError(balance, -change.amount);
  await writeBalance(tx, change.userId, after);
  const ledgerId = await insertLedgerRow(tx, { ...change, balanceAfter: after });
  return { ledgerId, balanceAfter: after };
}

/**
 * Grants a credit once per (user, reference): the user's row is locked first, so two callers
 * racing still grant once. False when it had been granted already.
 */
export async function grantOnce(tx: Queryable, change: Omit<BalanceChange, 'reason'>): Promise<boolean> {
  if ((await lockBalance(tx, change.userId)) === null) throw new AppError(ResultCode.notFound, 404, '用户不存在');
  if (await hasLedgerRow(tx, change.userId, 'grant', change.reference)) return false;
  await changeBalance(tx, { ...change, reason: 'grant' });
  return true;
}

/** The balance of a user with the row locked until the caller's transaction ends (null: no such user). */
export const lockWallet = lockBalance;

/** One page (1-based) of a user's ledger, newest first, with the total row count. */
export async function ledgerPage(db: Queryable, userId: string, query: PageQuery): Promise<Paged<CoinLedgerEntry>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([ledgerRows(db, userId, window), ledgerCount(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

/**
 * Keyset variant for deep history: the rows older than `beforeId` (or the newest when null).
 * Pass the last id of one answer as `beforeId` of the next; cost does not grow with depth.
 */
export function ledgerBefore(db: Queryable, userId: string, beforeId: number | null, limit: number): Promise<CoinLedgerEntry[]> {
  return ledgerRowsBefore(db, userId, beforeId, pageWindow({ pageSize: limit }).pageSize);
}
