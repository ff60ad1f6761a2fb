import { VipConfigResultSchema, VipOpenRequestSchema, VipOpenResultSchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

export const vipConfigSchema = routeSchema({
  summary: '会员套餐与调用者的会员状态（过期的会员为 0 级）',
  tag: 'vip',
  data: VipConfigResultSchema,
});

export const vipOpenSchema = routeSchema({
  summary: '用 X钻 开通会员（余额不足 1201，什么都不变）',
  tag: 'vip',
  body: VipOpenRequestSchema,
  data: VipOpenResultSchema,
});
