import { Type } from '@sinclair/typebox';
import {
  OrderSchema,
  OrderStatusQuerySchema,
  PageQuerySchema,
  Paged,
  PayInfoRequestSchema,
  PayInfoSchema,
  RechargePackageSchema,
} from '@portal/shared/schemas';
import { htmlRouteSchema, optionalBody, routeSchema } from '../../platform/http/route-schema';

const tag = 'payments';

export const packagesSchema = routeSchema({ summary: '在售的 X钻 充值套餐', tag, data: Type.Array(RechargePackageSchema) });

export const payInfoSchema = routeSchema({
  summary: '下单充值：返回 15 分钟内有效的订单与支付地址',
  tag,
  body: PayInfoRequestSchema,
  data: PayInfoSchema,
});

export const orderStatusSchema = routeSchema({
  summary: '我的一笔订单的状态',
  tag,
  querystring: OrderStatusQuerySchema,
  data: OrderSchema,
});

export const myOrdersSchema = routeSchema({
  summary: '我的充值与会员订单（最新在前）',
  tag,
  body: optionalBody(PageQuerySchema),
  data: Paged(OrderSchema),
});

export const notifySchema = routeSchema({
  summary: '支付服务的到账通知（原始 JSON 正文，签名在 x-sandbox-signature 头）',
  tag,
  body: Type.String({ description: '原始正文：签名按字节校验' }),
  data: Type.Object({ outcome: Type.String() }),
});

const CheckoutParams = Type.Object({
  orderNo: Type.String({ minLength: 1, maxLength: 64, description: '订单号' }),
  ticket: Type.String({ minLength: 1, maxLength: 80, description: '下单时发给买家的支付凭据（绑定其登录）' }),
});

export const checkoutPageSchema = htmlRouteSchema({ summary: '沙箱支付页（不涉及真实资金）', tag, params: CheckoutParams });
export const checkoutConfirmSchema = htmlRouteSchema({ summary: '沙箱支付：确认支付（发出签名的到账通知）', tag, params: CheckoutParams });
export const checkoutCancelSchema = htmlRouteSchema({ summary: '沙箱支付：取消支付', tag, params: CheckoutParams });
