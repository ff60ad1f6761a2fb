import { useEffect, useState } from 'react';
import { isApiError, isRequestCancelled } from '@portal/shared';
import { ResultCode, type Order } from '@portal/shared/types';
import { walletApi } from '../api/wallet';
import { decideOrderPoll, ORDER_POLL_INTERVAL_MS } from '../lib/order-poll';

export type OrderPollPhase = 'idle' | 'polling' | 'pending' | 'done' | 'failed';

export interface OrderPollHandlers {
  onPaid: (order: Order) => void;
  onCancelled: (order: Order) => void;
  onExpired: (order: Order) => void;
  /** The order cannot be read at all (e.g. unknown order number). */
  onMissing: (message: string) => void;
}

/**
 * Back from checkout with ?order=: read the order every second for up to 15 s. A final status
 * calls its handler once; still pending after that leaves phase 'pending' (the page offers 刷新,
 * which calls retry).
 */
export function useOrderPoll(orderNo: string | null, handlers: OrderPollHandlers) {
  const [phase, setPhase] = useState<OrderPollPhase>('idle');
  const [attempt, setAttempt] = useState(0);
  const [handlersRef] = useState(() => ({ current: handlers }));
  handlersRef.current = handlers;

  useEffect(() => {
    if (!orderNo) {
      setPhase('idle');
      return undefined;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setPhase('polling');

    const tick = async () => {
      let order: Order | null = null;
      try {
        order = await walletApi.orderStatus(orderNo);
      } catch (caught) {
        if (stopped || isRequestCancelled(caught)) return;
        // Unknown order: nothing to wait for. Other failures (network) are retried.
        if (isApiError(caught) && caught.code === ResultCode.orderNotFound) {
          setPhase('failed');
          handlersRef.current.onMissing(caught.message || '订单不存在');
          return;
        }
      }
      if (stopped) return;
      const decision = decideOrderPoll(order?.status ?? null, Date.now() - started);
      if (decision === 'continue') {
        timer = setTimeout(() => void tick(), ORDER_POLL_INTERVAL_MS);
        return;
      }
      if (decision === 'timeout') {
        setPhase('pending');
        return;
      }
      setPhase('done');
      if (!order) return;
      if (decision === 'paid') handlersRef.current.onPaid(order);
      else if (decision === 'cancelled') handlersRef.current.onCancelled(order);
      else handlersRef.current.onExpired(order);
    };
    void tick();

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [orderNo, attempt, handlersRef]);

  return { phase, retry: () => setAttempt((n) => n + 1) };
}
