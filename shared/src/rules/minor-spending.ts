/**
 * Minors' spending limits (NPPA, 《关于防止未成年人沉迷网络游戏的通知》, 2019): no payment
 * without real-name verification; under 8 no payment; 8 to under 16 at most ¥50 a payment and
 * ¥200 a calendar month; 16 to under 18 ¥100 and ¥400; adults without limit. Amounts are in
 * fen (cents of a yuan), as orders keep them. The server enforces; pages use the same table to
 * explain a refusal before the player tries.
 */
export type SpendingBand = 'unverified' | 'under8' | 'under16' | 'under18' | 'adult';

export interface SpendingRule {
  band: SpendingBand;
  /** May pay at all. */
  mayPay: boolean;
  /** Largest single payment in fen; null: no limit. */
  perPaymentCents: number | null;
  /** Largest sum of payments in one calendar month (Asia/Shanghai) in fen; null: no limit. */
  perMonthCents: number | null;
}

export const SPENDING_RULES: Readonly<Record<SpendingBand, SpendingRule>> = {
  unverified: { band: 'unverified', mayPay: false, perPaymentCents: 0, perMonthCents: 0 },
  under8: { band: 'under8', mayPay: false, perPaymentCents: 0, perMonthCents: 0 },
  under16: { band: 'under16', mayPay: true, perPaymentCents: 5_000, perMonthCents: 20_000 },
  under18: { band: 'under18', mayPay: true, perPaymentCents: 10_000, perMonthCents: 40_000 },
  adult: { band: 'adult', mayPay: true, perPaymentCents: null, perMonthCents: null },
};

/** The rule for a verified player of this age (null age: not verified). */
export function spendingRuleFor(age: number | null): SpendingRule {
  if (age === null) return SPENDING_RULES.unverified;
  if (age < 8) return SPENDING_RULES.under8;
  if (age < 16) return SPENDING_RULES.under16;
  if (age < 18) return SPENDING_RULES.under18;
  return SPENDING_RULES.adult;
}

/** The recharge rate (packages: 60 X钻 for ¥6): one X钻 is worth 10 fen. */
export const CENTS_PER_COIN = 10;

/** What an X钻 purchase is worth in real money, for the per-payment limit. */
export function coinsToCents(coins: number): number {
  return coins * CENTS_PER_COIN;
}

/** ¥50, ¥12.5: fen as the pages write yuan. */
export function formatYuan(cents: number): string {
  const yuan = cents / 100;
  return `¥${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}`;
}
