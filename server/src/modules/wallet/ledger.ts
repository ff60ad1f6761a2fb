import type { CoinLedgerEntry } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode } from '@portal/shared/types';

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
  const row = await tx.one<{ coin_num: string }>('SELECT coin_num FROM users WHERE uid = $1 FOR UPDATE', [change.userId]);
  if (!row) throw new AppError(ResultCode.notFound, 404, '用户不存在');
  const balance = Number(row.coin_num);
  const after = balance + change.amount;
  if (after < 0) throw new InsufficientBalanceError(balance, -change.amount);
  await tx.query('UPDATE users SET coin_num = $2, ledger_entries = ledger_entries + 1 WHERE uid = $1', [change.userId, after]);
  const ledger = await tx.one<{ id: string }>(
    `INSERT INTO coin_ledger (user_id, amount, reason, reference, balance_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [change.userId, change.amount, change.reason, change.reference, after, change.at.toISOString()],
  );
  return { ledgerId: String(ledger!.id), balanceAfter: after };
}

/** The current balance (for answers that report it). */
export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ coin_num: string }>('SELECT coin_num FROM users WHERE uid = $1', [userId]);
  return row ? Number(row.coin_num) : 0;
}
