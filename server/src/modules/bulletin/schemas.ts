import { Type } from '@sinclair/typebox';
import { BulletinRequestSchema, BulletinSchema } from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

export const latestBulletinSchema = routeSchema({
  summary: '当前公告（posType 1：首页弹窗）；没有时 data 为 null',
  tag: 'bulletin',
  body: optionalBody(BulletinRequestSchema),
  data: Type.Union([BulletinSchema, Type.Null()]),
});
