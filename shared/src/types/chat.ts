/** Private messages and live events (issue 14): types derived from ../schemas/chat.ts. */
import type { Static } from '@sinclair/typebox';
import type {
  ChatDeletedResultSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatPeerSchema,
  ChatReadResultSchema,
  ConversationPageSchema,
  ConversationSchema,
  SendChatMessageRequestSchema,
  UnreadCountsSchema,
} from '../schemas/chat';

export type ChatPeer = Static<typeof ChatPeerSchema>;
export type ChatMessage = Static<typeof ChatMessageSchema>;
export type Conversation = Static<typeof ConversationSchema>;
export type ConversationPage = Static<typeof ConversationPageSchema>;
export type ChatMessagePage = Static<typeof ChatMessagePageSchema>;
export type SendChatMessageRequest = Static<typeof SendChatMessageRequestSchema>;
export type ChatReadResult = Static<typeof ChatReadResultSchema>;
export type ChatDeletedResult = Static<typeof ChatDeletedResultSchema>;
export type UnreadCounts = Static<typeof UnreadCountsSchema>;

/**
 * What `GET /api/events` sends (event name → data). `chat`: a private message to or from me
 * (`peer` is the other user); `system`: a new system message; `unread`: my counts now (the
 * stream's first message, and after every change); `reset`: events were missed beyond the
 * replay window — reload lists.
 */
export interface LiveEventMap {
  chat: { peer: ChatPeer; message: ChatMessage };
  system: { id: number; title: string; createTime: string };
  unread: UnreadCounts;
  reset: Record<string, never>;
}
export type LiveEventName = keyof LiveEventMap;
