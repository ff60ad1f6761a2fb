import { apiGet, apiPost } from '@portal/shared';
import type {
  CoinLedgerEntry,
  MessageList,
  Order,
  Paged,
  PayInfo,
  RechargePackage,
  VipConfigResult,
  VipOpenResult,
} from '@portal/shared/types';

/** Wallet, membership and message calls of this remote (spec §7; shapes in shared/types/wallet). */
export const walletApi = {
  packages: () => apiPost<RechargePackage[]>('/order/packages'),
  payInfo: (packageId: number) => apiPost<PayInfo>('/order/payInfo', { packageId }),
  orderStatus: (orderNo: string) => apiGet<Order>('/order/status', { orderNo }),
  coinLedger: (page: number, pageSize: number) => apiPost<Paged<CoinLedgerEntry>>('/user/center/coin/all', { page, pageSize }),
  orders: (page: number, pageSize: number) => apiPost<Paged<Order>>('/user/center/coin/order', { page, pageSize }),
  vipConfig: () => apiPost<VipConfigResult>('/vip/vipconfig'),
  vipOpen: (planId: number) => apiPost<VipOpenResult>('/vip/vipopen', { planId }),
  messages: (page: number, pageSize: number) => apiPost<MessageList>('/user/center/message/all', { page, pageSize }),
  markRead: (ids: number[]) => apiPost<{ unread: number }>('/user/message', { ids, __json: true }),
  markAllRead: () => apiPost<{ unread: number }>('/user/message', { all: true, __json: true }),
};
