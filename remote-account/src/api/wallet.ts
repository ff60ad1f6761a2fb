import { useEffect, useRef, useState } from 'react';
import { apiGet, apiPost, authStore, isApiError, isRequestCancelled, useAuth } from '@portal/shared';
import {
  balanceChanged,
  nextPageOf,
  rechargeKeys,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  walletKeys,
} from '@portal/shared/query';
import {
  ResultCode,
  type CoinLedgerEntry,
  type Order,
  type Paged,
  type PayInfo,
  type RechargePackage,
  type VipConfigResult,
  type VipOpenResult,
} from '@portal/shared/types';
import { decideOrderPoll, ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS, type OrderPollDecision } from '../lib/order-poll';

/**
 * Wallet and membership: the calls of this remote (spec §7; shapes in shared/types/wallet) and
 * the queries and mutations its pages use. Keys are shared (@portal/shared/query), so a money
 * change anywhere in the page reaches these lists.
 */
export const walletApi = {
  packages: () => apiPost<RechargePackage[]>('/order/packages'),
  payInfo: (packageId: number) => apiPost<PayInfo>('/order/payInfo', { packageId }),
  orderStatus: (orderNo: string) => apiGet<Order>('/order/status', { orderNo }),
  coinLedger: (page: number, pageSize: number) => apiPost<Paged<CoinLedgerEntry>>('/user/center/coin/all', { page, pageSize }),
  orders: (page: number, pageSize: number) => apiPost<Paged<Order>>('/user/center/coin/order', { page, pageSize }),
  vipConfig: () => apiPost<VipConfigResult>('/vip/vipconfig'),
  vipOpen: (planId: number) => apiPost<VipOpenResult>('/vip/vipopen', { planId }),
};

export const WALLET_PAGE_SIZE = 20;

export function useRechargePackages() {
  return useQuery({
    queryKey: rechargeKeys.packages,
    queryFn: async () => {
      const list = await walletApi.packages();
      return Array.isArray(list) ? list : [];
    },
  });
}

/** 钻石明细, page by page. */
export function useCoinLedger() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: walletKeys.ledger(uid),
    queryFn: ({ pageParam }) => walletApi.coinLedger(pageParam, WALLET_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** 订单记录, page by page. */
export function useOrderHistory() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: walletKeys.orders(uid),
    queryFn: ({ pageParam }) => walletApi.orders(pageParam, WALLET_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** Checkout: the payment provider's address for one package (the page then goes there). */
export const requestPayInfo = (packageId: number) => walletApi.payInfo(packageId);

export function useVipConfig(enabled: boolean) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({ queryKey: rechargeKeys.vipConfig(uid), queryFn: walletApi.vipConfig, enabled });
}

/**
 * 立即开通: the answer's status goes into the store at once (the popup shows the expiry), then
 * the balance changed: the status is read again and every wallet query of the page refetches.
 */
export function useOpenVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => walletApi.vipOpen(planId),
    onSuccess: (opened) => {
      const current = authStore.getState().status;
      if (current) {
        authStore.getState().setStatus({ ...current, levelType: opened.levelType, expTime: opened.expTime, coinNum: opened.coinNum });
      }
      void balanceChanged(client);
    },
  });
}

export type OrderPollPhase = 'idle' | 'polling' | 'pending' | 'done' | 'failed';

export interface OrderPollHandlers {
  onPaid: (order: Order) => void;
  onCancelled: (order: Order) => void;
  onExpired: (order: Order) => void;
  /** The order cannot be read at all (e.g. unknown order number). */
  onMissing: (message: string) => void;
}

export interface OrderPollTiming {
  intervalMs: number;
  timeoutMs: number;
}

interface OrderRead {
  order: Order | null;
  decision: OrderPollDecision;
}

const DEFAULT_TIMING: OrderPollTiming = { intervalMs: ORDER_POLL_INTERVAL_MS, timeoutMs: ORDER_POLL_TIMEOUT_MS };

/**
 * Back from checkout with ?order=: read the order every second for up to 15 s (lib/order-poll
 * decides after each read). A final status stops the polling and calls its handler once; still
 * pending after that leaves phase 'pending' (the page offers 刷新, which calls retry and starts a
 * new 15 s). An unknown order stops at once; other failed reads (network) are read again.
 */
export function useOrderPoll(orderNo: string | null, handlers: OrderPollHandlers, timing: OrderPollTiming = DEFAULT_TIMING) {
  const [round, setRound] = useState(0);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const roundKey = `${orderNo}:${round}`;
  const started = useRef<{ key: string; at: number } | null>(null);
  const handled = useRef<string | null>(null);

  const query = useQuery({
    queryKey: rechargeKeys.order(orderNo ?? '', round),
    queryFn: async (): Promise<OrderRead> => {
      if (started.current?.key !== roundKey) started.current = { key: roundKey, at: Date.now() };
      let order: Order | null = null;
      try {
        order = await walletApi.orderStatus(orderNo ?? '');
      } catch (caught) {
        // Unknown order: nothing to wait for. Other failures (network) count as "not known yet".
        if (isRequestCancelled(caught) || (isApiError(caught) && caught.code === ResultCode.orderNotFound)) throw caught;
      }
      const elapsed = Date.now() - started.current.at;
      return { order, decision: decideOrderPoll(order?.status ?? null, elapsed, timing.timeoutMs, timing.intervalMs) };
    },
    enabled: Boolean(orderNo),
    refetchInterval: (q) => (q.state.data?.decision === 'continue' ? timing.intervalMs : false),
    refetchIntervalInBackground: true,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const { data, error } = query;
  useEffect(() => {
    if (!orderNo || handled.current === roundKey) return;
    if (error) {
      if (isRequestCancelled(error)) return;
      handled.current = roundKey;
      handlersRef.current.onMissing(error instanceof Error && error.message ? error.message : '订单不存在');
      return;
    }
    if (!data?.order) return;
    const { order, decision } = data;
    if (decision === 'continue' || decision === 'timeout') return;
    handled.current = roundKey;
    if (decision === 'paid') handlersRef.current.onPaid(order);
    else if (decision === 'cancelled') handlersRef.current.onCancelled(order);
    else handlersRef.current.onExpired(order);
  }, [orderNo, roundKey, data, error]);

  let phase: OrderPollPhase = 'polling';
  if (!orderNo) phase = 'idle';
  else if (error && !isRequestCancelled(error)) phase = 'failed';
  else if (data?.decision === 'timeout') phase = 'pending';
  else if (data && data.decision !== 'continue') phase = 'done';

  return { phase, retry: () => setRound((n) => n + 1) };
}
