import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { isApiError } from '../api';
import { formatYuan } from '../rules/minor-spending';
import { ResultCode, type SpendingRefusal } from '../types';

/**
 * A payment the server refused by the player-protection rules (real name, minors' limits: codes
 * 2101–2104). Any page that pays hands its error to `showSpendingRefusal`; the host shows one
 * dialog (SpendingRefusalDialog) with the reason, the figures and the way to verification.
 */
export interface SpendingRefusalNotice {
  code: number;
  message: string;
  data: SpendingRefusal | null;
}

const SPENDING_CODES: ReadonlySet<number> = new Set([
  ResultCode.realNameRequired,
  ResultCode.minorUnder8,
  ResultCode.minorPaymentLimit,
  ResultCode.minorMonthlyLimit,
]);

export function spendingRefusalOf(error: unknown): SpendingRefusalNotice | null {
  if (!isApiError(error) || !SPENDING_CODES.has(error.code)) return null;
  const data = typeof error.data === 'object' && error.data !== null ? (error.data as SpendingRefusal) : null;
  return { code: error.code, message: error.message, data };
}

/** The figures under the message: the limits that apply and what is left this month. */
export function refusalFigures(data: SpendingRefusal | null): string[] {
  if (!data || data.band === 'unverified' || data.band === 'adult') return [];
  if (data.band === 'under8') return ['未满8周岁：不能充值和消费'];
  const lines: string[] = [];
  if (data.perPaymentCents !== null) lines.push(`单次支付上限：${formatYuan(data.perPaymentCents)}`);
  if (data.perMonthCents !== null) lines.push(`每月充值上限：${formatYuan(data.perMonthCents)}`);
  lines.push(`本月已充值：${formatYuan(data.spentThisMonthCents)}`);
  if (data.leftThisMonthCents !== null) lines.push(`本月剩余额度：${formatYuan(data.leftThisMonthCents)}`);
  if (data.amountCents > 0) lines.push(`本次支付：${formatYuan(data.amountCents)}`);
  return lines;
}

export const spendingRefusalStore = createStore<{ notice: SpendingRefusalNotice | null }>(() => ({ notice: null }));

export function useSpendingRefusal() {
  return useStore(spendingRefusalStore, (state) => state.notice);
}

/** Opens the refusal dialog when `error` is a spending refusal; false otherwise (the caller shows its own message). */
export function showSpendingRefusal(error: unknown): boolean {
  const notice = spendingRefusalOf(error);
  if (!notice) return false;
  spendingRefusalStore.setState({ notice });
  return true;
}

export function closeSpendingRefusal(): void {
  spendingRefusalStore.setState({ notice: null });
}
