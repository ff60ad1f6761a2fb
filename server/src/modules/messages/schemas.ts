import {
  MarkReadRequestSchema,
  MarkReadResultSchema,
  MessageListSchema,
  PageQuerySchema,
  ServiceContactSchema,
} from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

export const messageListSchema = routeSchema({
  summary: '我的系统消息（最新在前）',
  tag: 'messages',
  body: optionalBody(PageQuerySchema),
  data: MessageListSchema,
});

export const markReadSchema = routeSchema({
  summary: '把消息标为已读：ids 指定，或 all 全部',
  tag: 'messages',
  body: optionalBody(MarkReadRequestSchema),
  data: MarkReadResultSchema,
});

export const serviceContactSchema = routeSchema({ summary: '客服联系方式', tag: 'messages', data: ServiceContactSchema });
