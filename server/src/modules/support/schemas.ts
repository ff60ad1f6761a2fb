import {
  Paged,
  ServiceHoursSchema,
  SupportConversationParamsSchema,
  SupportConversationQuerySchema,
  SupportConversationSchema,
  SupportMessageSchema,
  SupportMessagesQuerySchema,
  SupportSendRequestSchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'support';

export const serviceHoursSchema = routeSchema({
  summary: '客服营业时间与当前是否在线（北京时间，服务器时钟）',
  tag,
  data: ServiceHoursSchema,
});

export const myMessagesSchema = routeSchema({
  summary: '我与客服的对话（最新在前，分页）',
  tag,
  querystring: SupportMessagesQuerySchema,
  data: Paged(SupportMessageSchema),
});

export const sendMessageSchema = routeSchema({
  summary: '给客服留言（1–500 字；敏感词 1604；太频繁 HTTP 429：2002 间隔 3 秒、2003 每日 50 条、2004 重复内容）',
  tag,
  body: SupportSendRequestSchema,
  data: SupportMessageSchema,
});

export const conversationListSchema = routeSchema({
  summary: '客服工作台：会话列表（默认只列待回复的，等待最久的在前；仅客服人员，否则 HTTP 403 1613）',
  tag,
  querystring: SupportConversationQuerySchema,
  data: Paged(SupportConversationSchema),
});

export const conversationMessagesSchema = routeSchema({
  summary: '客服工作台：一个会话的消息（最新在前，分页；仅客服人员）',
  tag,
  params: SupportConversationParamsSchema,
  querystring: SupportMessagesQuerySchema,
  data: Paged(SupportMessageSchema),
});

export const replySchema = routeSchema({
  summary: '客服工作台：回复一个会话（仅客服人员；会话不存在 2005）',
  tag,
  params: SupportConversationParamsSchema,
  body: SupportSendRequestSchema,
  data: SupportMessageSchema,
});
