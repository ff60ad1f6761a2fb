import { Type } from '@sinclair/typebox';
import { DownloadAttributionRequestSchema, DownloadRequestSchema, DownloadResultSchema, IdParamsSchema } from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

export const downloadSchema = routeSchema({
  summary: '下载游戏：免费游戏人人可下；付费游戏会员或已购免费，否则扣 X钻（游客需先登录）',
  tag: 'downloads',
  params: IdParamsSchema,
  body: DownloadRequestSchema,
  data: DownloadResultSchema,
});

export const attributionSchema = routeSchema({
  summary: '下载来源统计（渠道、邀请码）',
  tag: 'downloads',
  body: optionalBody(DownloadAttributionRequestSchema),
  data: Type.Null(),
});
