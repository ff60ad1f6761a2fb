import { Type } from '@sinclair/typebox';
import { Id, NullableString, Paged, PageQuerySchema, StringEnum } from './common';

/**
 * Wallet, recharge, membership, bulletin and messages (spec §1, §3, §6, §7). The ledger entry
 * is in games.ts (CoinLedgerEntrySchema).
 */

/** `POST /api/order/packages`: a diamond package on sale. */
export const RechargePackageSchema = Type.Object({
  id: Type.Integer(),
  coins: Type.Integer({ description: '到账 X钻' }),
  bonus: Type.Integer({ description: '额外赠送的 X钻（无则 0）' }),
  priceCents: Type.Integer({ description: '价格（分），600 = ¥6.00' }),
  label: Type.String(),
});

export const OrderKindSchema = StringEnum(['recharge', 'vip']);
export const OrderStatusSchema = StringEnum(['pending', 'paid', 'cancelled', 'expired']);

export const PayInfoRequestSchema = Type.Object({ packageId: Id() });

/** `POST /api/order/payInfo` {packageId}: a pending, expiring order and where to pay it. */
export const PayInfoSchema = Type.Object({
  orderNo: Type.String(),
  payUrl: Type.String({ description: '支付页地址（沙箱支付页由本服务提供）' }),
  amountCents: Type.Integer(),
  coins: Type.Integer(),
  expiresAt: Type.String(),
});

/** `POST /api/user/center/coin/order`: recharge and membership orders with their status. */
export const OrderSchema = Type.Object({
  orderNo: Type.String(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  title: Type.String(),
  amountCents: Type.Integer(),
  coins: Type.Integer(),
  createdAt: Type.String(),
  paidAt: NullableString(),
});

export const OrderStatusQuerySchema = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) });

/** Badge kinds of spec §1. */
export const VipBadgeSchema = StringEnum(['month', 'normal', 'year']);

/** One membership plan of `POST /api/vip/vipconfig`. */
export const VipPlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  days: Type.Integer({ description: '开通天数' }),
  price: Type.Integer({ description: '价格（X钻）' }),
  badge: VipBadgeSchema,
  benefits: Type.Array(Type.String()),
});

export const VipConfigResultSchema = Type.Object({
  plans: Type.Array(VipPlanSchema),
  levelType: Type.Integer({ description: '调用者的会员等级：≥1 且未过期才是会员' }),
  expTime: NullableString(),
  badge: Type.Union([VipBadgeSchema, Type.Null()]),
});

export const VipOpenRequestSchema = Type.Object({ planId: Id() });

/** `POST /api/vip/vipopen` {planId}: the new membership and balance. */
export const VipOpenResultSchema = Type.Object({
  levelType: Type.Integer(),
  expTime: Type.String(),
  badge: VipBadgeSchema,
  coinNum: Type.Integer(),
});

export const BulletinRequestSchema = Type.Object({ posType: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, default: 1 })) });

/** Spec §3 Bulletin (posType 1): `POST /api/bulletin/latest` {posType}; data null when none. */
export const BulletinSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  createTime: Type.String(),
  content: Type.String({ description: 'HTML（客户端渲染前净化）' }),
});

/** A system message of `POST /api/user/center/message/all` {page, pageSize}. */
export const SystemMessageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  createTime: Type.String(),
  read: Type.Boolean(),
});

/** Spec §3 Message list: items plus total (and how many are unread). */
export const MessageListSchema = Type.Object({
  ...Paged(SystemMessageSchema).properties,
  unread: Type.Integer({ description: '未读条数' }),
});

export const MessageListRequestSchema = PageQuerySchema;

/** `POST /api/user/message`: mark messages read — `ids` (a list or comma-separated text) or `all`. */
export const MarkReadRequestSchema = Type.Object({
  ids: Type.Optional(Type.Unknown({ description: '消息编号列表，或以逗号分隔的文本' })),
  all: Type.Optional(Type.Unknown({ description: 'true / 1：全部标为已读' })),
});

export const MarkReadResultSchema = Type.Object({ unread: Type.Integer() });

/** `POST /api/user/kefu`: customer-service contact. */
export const ServiceContactSchema = Type.Object({
  email: Type.String(),
  qq: Type.String(),
  hours: Type.String(),
  faqUrl: Type.String(),
});
