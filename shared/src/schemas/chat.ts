import { Type } from '@sinclair/typebox';
import { CHAT_LIMITS } from '../rules/chat';
import { MAX_PAGE_SIZE } from '../rules/paging';
import { NullableString } from './common';

/**
 * Private messages (spec §1 "system messages and private messages", §2 the header's count of
 * new private messages; issue 14). The spec shows no paths or shapes: they are designed here.
 * Users are addressed by uid in the path; who is asking comes from the token only.
 */

export const ChatPeerParamsSchema = Type.Object({
  uid: Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: '对方的用户 ID' }),
});

/** The other user of a conversation as the viewer sees them. */
export const ChatPeerSchema = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
});

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  senderId: Type.String({ description: '发送者的用户 ID' }),
  content: Type.String(),
  createTime: Type.String({ description: 'ISO 8601' }),
});

export const ConversationSchema = Type.Object({
  peer: ChatPeerSchema,
  lastMessage: ChatMessageSchema,
  unread: Type.Integer({ description: '这段对话中我未读的条数' }),
});

/** Keyset pages: `cursor` is the nextCursor of the page before (newest first). */
export const ChatPageQuerySchema = Type.Object({
  cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,19}$', description: '上一页返回的 nextCursor' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: '每页条数' })),
});

export const ConversationPageSchema = Type.Object({
  items: Type.Array(ConversationSchema),
  nextCursor: NullableString({ description: '下一页的 cursor；没有更多时为 null' }),
  unread: Type.Integer({ description: '全部私信未读数' }),
});

/** A conversation's messages, newest page first; each page's items are oldest → newest (as shown). */
export const ChatMessagePageSchema = Type.Object({
  peer: ChatPeerSchema,
  items: Type.Array(ChatMessageSchema),
  nextCursor: NullableString({ description: '更早一页的 cursor；没有更早的消息时为 null' }),
});

export const SendChatMessageRequestSchema = Type.Object({
  content: Type.String({ description: `消息内容，1–${CHAT_LIMITS.messageMaxLength} 个字符` }),
});

export const ChatReadResultSchema = Type.Object({ unread: Type.Integer({ description: '全部私信未读数' }) });
export const ChatDeletedResultSchema = Type.Object({ deleted: Type.Boolean() });

/** `GET /api/events` data of an `unread` event (also the stream's first message). */
export const UnreadCountsSchema = Type.Object({
  private: Type.Integer(),
  system: Type.Integer(),
  total: Type.Integer(),
});
