import { Type } from '@sinclair/typebox';
import {
  AppIdRequestSchema,
  ClaimedGiftSchema,
  GiftClaimRequestSchema,
  GiftClaimResultSchema,
  GiftPackSchema,
  PageQuerySchema,
  Paged,
} from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

const tag = 'gifts';

export const giftListSchema = routeSchema({
  summary: '某个游戏的礼包（登录用户带上已领取的兑换码）',
  tag,
  body: AppIdRequestSchema,
  data: Type.Array(GiftPackSchema),
});

export const allGiftsSchema = routeSchema({
  summary: '全部礼包（福利页）：可领取的在前',
  tag,
  body: optionalBody(PageQuerySchema),
  data: Paged(GiftPackSchema),
});

export const claimSchema = routeSchema({
  summary: '领取礼包兑换码（重复领取返回之前的兑换码）',
  tag,
  body: GiftClaimRequestSchema,
  data: GiftClaimResultSchema,
});

export const myGiftsSchema = routeSchema({
  summary: '我领取的兑换码（最新在前）',
  tag,
  body: optionalBody(PageQuerySchema),
  data: Paged(ClaimedGiftSchema),
});
