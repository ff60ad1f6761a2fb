import type { CoinLedgerEntry, OrderStatus, VipBadge } from '@portal/shared/types';

export const LEDGER_REASON_LABELS: Record<CoinLedgerEntry['reason'], string> = {
  recharge: '充值',
  purchase: '购买游戏',
  vip: '开通会员',
  grant: '赠送',
  refund: '退款',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已过期',
};

export const VIP_BADGE_LABELS: Record<VipBadge, string> = {
  month: '月度会员',
  normal: '会员',
  year: '年度会员',
};

/** What a ledger row's reference says more precisely than its reason (a check-in is a grant, a make-up a purchase). */
const REFERENCE_LABELS: ReadonlyArray<readonly [prefix: string, label: string]> = [
  ['checkin-makeup:', '补签'],
  ['checkin:', '签到奖励'],
  ['task:', '活动奖励'],
];

export function reasonLabel(reason: string, reference = ''): string {
  const byReference = REFERENCE_LABELS.find(([prefix]) => reference.startsWith(prefix));
  if (byReference) return byReference[1];
  return (LEDGER_REASON_LABELS as Record<string, string>)[reason] ?? '其他';
}

export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** 600 → ¥6, 650 → ¥6.50 (prices are in fen). */
export function formatYuan(cents: number): string {
  const yuan = cents / 100;
  return `¥${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}`;
}

/** A ledger amount with its sign: +60, −30 (a real minus sign). */
export function formatCoinChange(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `−${Math.abs(amount)}`;
  return '0';
}
