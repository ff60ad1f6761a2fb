/**
 * Wallet, recharge, membership, bulletin and messages (spec §1, §3, §6, §7): types derived from
 * their one declaration, ../schemas/wallet.ts. CoinLedgerEntry is in game.ts.
 */
import type { Static } from '@sinclair/typebox';
import type {
  BulletinSchema,
  MarkReadResultSchema,
  MessageListSchema,
  OrderKindSchema,
  OrderSchema,
  OrderStatusSchema,
  PayInfoSchema,
  RechargePackageSchema,
  ServiceContactSchema,
  SystemMessageSchema,
  VipBadgeSchema,
  VipConfigResultSchema,
  VipOpenResultSchema,
  VipPlanSchema,
} from '../schemas/wallet';

/** `POST /api/order/packages`: a diamond package on sale. */
export type RechargePackage = Static<typeof RechargePackageSchema>;
export type OrderKind = Static<typeof OrderKindSchema>;
export type OrderStatus = Static<typeof OrderStatusSchema>;
/** `POST /api/order/payInfo` {packageId}: a pending, expiring order and where to pay it. */
export type PayInfo = Static<typeof PayInfoSchema>;
/** `POST /api/user/center/coin/order`: recharge and membership orders with their status. */
export type Order = Static<typeof OrderSchema>;
/** Badge kinds of spec §1. */
export type VipBadge = Static<typeof VipBadgeSchema>;
/** One membership plan of `POST /api/vip/vipconfig`. */
export type VipPlan = Static<typeof VipPlanSchema>;
export type VipConfigResult = Static<typeof VipConfigResultSchema>;
/** `POST /api/vip/vipopen` {planId}: the new membership and balance. */
export type VipOpenResult = Static<typeof VipOpenResultSchema>;
/** Spec §3 Bulletin (posType 1): `POST /api/bulletin/latest` {posType}; data null when none. */
export type Bulletin = Static<typeof BulletinSchema>;
/** A system message of `POST /api/user/center/message/all` {page, pageSize}. */
export type SystemMessage = Static<typeof SystemMessageSchema>;
/** Spec §3 Message list: items plus total (and how many are unread). */
export type MessageList = Static<typeof MessageListSchema>;
/** `POST /api/user/message` {ids | all}: the unread count after marking. */
export type MarkReadResult = Static<typeof MarkReadResultSchema>;
/** `POST /api/user/kefu`: customer-service contact. */
export type ServiceContact = Static<typeof ServiceContactSchema>;
