import { Type } from '@sinclair/typebox';
import { Id, NullableString, PageQuerySchema, StringEnum } from './common';

/**
 * Customer service (客服, issue 14): beside the contact card of `POST /api/user/kefu`, a player
 * writes to 客服 and reads the replies; staff (users.staff) list the conversations waiting for a
 * reply and answer. Designed here under /api/support (the spec shows only user/kefu).
 */

/** `GET /api/support/hours`: the business hours and whether 客服 is online now (Asia/Shanghai). */
export const ServiceHoursSchema = Type.Object({
  hours: Type.String({ description: '营业时间（SERVICE_HOURS）' }),
  online: Type.Boolean({ description: '当前是否在营业时间内' }),
  opensAt: NullableString({ description: '不在线时下次上线时间（ISO 8601）' }),
  note: Type.String({ description: '何时可以收到回复' }),
});

export const SupportAuthorSchema = StringEnum(['user', 'staff'] as const, { description: 'user 用户，staff 客服' });

export const SupportMessageSchema = Type.Object({
  id: Type.String(),
  from: SupportAuthorSchema,
  content: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const SupportSendRequestSchema = Type.Object({
  content: Type.String({ maxLength: 2000, description: '留言内容（1–500 字）' }),
});

export const SupportMessagesQuerySchema = PageQuerySchema;

/** A conversation in the staff's list. */
export const SupportConversationSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  userName: Type.String(),
  lastMessage: Type.String(),
  lastMessageAt: Type.String({ description: 'ISO 8601' }),
  awaitingReply: Type.Boolean({ description: '最后一条是用户留言，等待客服回复' }),
});

export const SupportConversationQuerySchema = Type.Object({
  state: Type.Optional(StringEnum(['waiting', 'all'] as const, { default: 'waiting', description: 'waiting 待回复（默认），all 全部' })),
  ...PageQuerySchema.properties,
});

export const SupportConversationParamsSchema = Type.Object({ id: Id({ description: '会话 id' }) });
