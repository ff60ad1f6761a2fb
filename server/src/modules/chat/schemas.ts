import {
  ChatDeletedResultSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatPageQuerySchema,
  ChatPeerParamsSchema,
  ChatReadResultSchema,
  ConversationPageSchema,
  ErrorEnvelopeSchema,
  SendChatMessageRequestSchema,
} from '@portal/shared/schemas';
import { Type } from '@sinclair/typebox';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'chat';

export const conversationsSchema = routeSchema({
  summary: '我的私信对话列表（最后一条消息最新的在前，cursor 分页）与私信未读总数',
  tag,
  querystring: ChatPageQuerySchema,
  data: ConversationPageSchema,
});

export const messagesSchema = routeSchema({
  summary: '与某位用户的私信（最新一页在前，每页内按时间先后；cursor 读更早的一页）',
  tag,
  params: ChatPeerParamsSchema,
  querystring: ChatPageQuerySchema,
  data: ChatMessagePageSchema,
});

export const sendSchema = routeSchema({
  summary: '发送私信：长度限制、敏感词、拉黑与频率限制（429 + Retry-After）',
  tag,
  params: ChatPeerParamsSchema,
  body: SendChatMessageRequestSchema,
  data: ChatMessageSchema,
});

export const readSchema = routeSchema({
  summary: '把与某位用户的对话标为已读，返回私信未读总数',
  tag,
  params: ChatPeerParamsSchema,
  data: ChatReadResultSchema,
});

export const deleteSchema = routeSchema({
  summary: '删除对话（只对自己隐藏；对方再发消息时对话重新出现，只显示新消息）',
  tag,
  params: ChatPeerParamsSchema,
  data: ChatDeletedResultSchema,
});

/**
 * GET /api/events: not JSON but a Server-Sent Events stream, documented as such. Refusals
 * (no or stale token) are the usual JSON envelope before the stream opens.
 */
export const eventsSchema = {
  summary: '实时事件流（text/event-stream）：私信、系统消息与未读数；请求头 token 鉴权，Last-Event-ID 续传',
  description:
    '事件：unread（首条及每次变化：{private, system, total}）、chat（{peer, message}）、system（{id, title, createTime}）、reset（错过的事件超出保留窗口，请重新加载列表）。每条有 id（按用户递增），断线后带 Last-Event-ID 请求头重连即可补发，不丢事件；约每 20 秒一行注释心跳。',
  tags: [tag],
  response: {
    200: { description: '事件流', content: { 'text/event-stream': { schema: Type.String({ description: 'Server-Sent Events' }) } } },
    '4xx': ErrorEnvelopeSchema,
    '5xx': ErrorEnvelopeSchema,
  },
};
