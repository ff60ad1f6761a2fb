/**
 * Wallet, recharge, membership, bulletin and messages (spec §1, §3, §6, §7): the API shapes,
 * declared once for the server's schemas and every client. CoinLedgerEntry is in game.ts.
 */
import type { Paged } from './game';

/** `POST /api/order/packages`: a diamond package on sale. */
export interface RechargePackage {
  id: number;
  /** X钻 credited. */
  coins: number;
  /** Extra X钻 given on top (0 when none). */
  bonus: number;
  /** Price in fen (分), e.g. 600 = ¥6.00. */
  priceCents: number;
  label: string;
}

export type OrderKind = 'recharge' | 'vip';
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

/** `POST /api/order/payInfo` {packageId}: a pending, expiring order and where to pay it. */
export interface PayInfo {
  orderNo: string;
  /** The provider's checkout page (the sandbox's is served by this server). */
  payUrl: string;
  amountCents: number;
  coins: number;
  expiresAt: string;
}

/** `POST /api/user/center/coin/order`: recharge and membership orders with their status. */
export interface Order {
  orderNo: string;
  kind: OrderKind;
  status: OrderStatus;
  title: string;
  amountCents: number;
  coins: number;
  createdAt: string;
  paidAt: string | null;
}

/** Badge kinds of spec §1. */
export type VipBadge = 'month' | 'normal' | 'year';

/** One membership plan of `POST /api/vip/vipconfig`. */
export interface VipPlan {
  id: number;
  name: string;
  /** Days of membership the plan adds. */
  days: number;
  /** Price in X钻. */
  price: number;
  badge: VipBadge;
  benefits: string[];
}

export interface VipConfigResult {
  plans: VipPlan[];
  /** The caller's membership: levelType ≥ 1 and not expired counts as a member. */
  levelType: number;
  expTime: string | null;
  badge: VipBadge | null;
}

/** `POST /api/vip/vipopen` {planId}: the new membership and balance. */
export interface VipOpenResult {
  levelType: number;
  expTime: string;
  badge: VipBadge;
  coinNum: number;
}

/** Spec §3 Bulletin (posType 1): `POST /api/bulletin/latest` {posType}; data null when none. */
export interface Bulletin {
  id: number;
  title: string;
  createTime: string;
  /** HTML, sanitised by the client before rendering. */
  content: string;
}

/** A system message of `POST /api/user/center/message/all` {page, pageSize}. */
export interface SystemMessage {
  id: number;
  title: string;
  content: string;
  createTime: string;
  read: boolean;
}

/** Spec §3 Message list: items plus total (and how many are unread). */
export interface MessageList extends Paged<SystemMessage> {
  unread: number;
}

/** `POST /api/user/kefu`: customer-service contact. */
export interface ServiceContact {
  email: string;
  qq: string;
  hours: string;
  faqUrl: string;
}
