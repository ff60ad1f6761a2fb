import type { OrderStatus } from '@portal/shared/types';

/** Spec: after the checkout redirects back, poll the order every 1 s for up to 15 s. */
export const ORDER_POLL_INTERVAL_MS = 1000;
export const ORDER_POLL_TIMEOUT_MS = 15000;

export type OrderPollDecision = 'paid' | 'cancelled' | 'expired' | 'continue' | 'timeout';

/**
 * What to do after one status read: a final status ends polling; a pending (or unknown, when the
 * read failed) order is asked again until the time is up, then the page shows a 刷新 notice.
 */
export function decideOrderPoll(
  status: OrderStatus | null,
  elapsedMs: number,
  timeoutMs = ORDER_POLL_TIMEOUT_MS,
  intervalMs = ORDER_POLL_INTERVAL_MS,
): OrderPollDecision {
  if (status === 'paid' || status === 'cancelled' || status === 'expired') return status;
  return elapsedMs + intervalMs > timeoutMs ? 'timeout' : 'continue';
}
