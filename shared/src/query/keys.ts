import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys that more than one remote reads or invalidates. Data that depends on who asks has
 * the uid in its key; the first element names the domain, so `{ queryKey: walletKeys.all }`
 * reaches every wallet query of every remote.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  /** 钻石明细 (/user/center/coin/all), page by page. */
  ledger: (uid: string) => ['wallet', 'ledger', uid] as const,
  /** 订单记录 (/user/center/coin/order), page by page. */
  orders: (uid: string) => ['wallet', 'orders', uid] as const,
};

/** Things that do not move with the balance (so a balance change does not refetch them). */
export const rechargeKeys = {
  packages: ['recharge', 'packages'] as const,
  /** One read of an order's status; `round` starts a new polling window (刷新). */
  order: (orderNo: string, round: number) => ['recharge', 'order', orderNo, round] as const,
  vipConfig: (uid: string) => ['recharge', 'vip-config', uid] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  list: (uid: string) => ['messages', 'list', uid] as const,
};

/** A game's detail carries `owned` for the user who asks: a purchase changes it. */
export const gameDetailKeys = {
  all: ['games', 'detail'] as const,
  detail: (id: number, uid: string) => ['games', 'detail', id, uid] as const,
};

/** What a change of the balance (a recharge, a purchase, a membership) makes out of date. */
export const BALANCE_DEPENDENT_KEYS: readonly QueryKey[] = [walletKeys.all, gameDetailKeys.all];
