import { CHAT_LIMITS } from '@portal/shared/rules';
import {
  type ChatDeletedResult,
  type ChatMessage,
  type ChatMessagePage,
  type ChatPeer,
  type ChatReadResult,
  type ConversationPage,
  ResultCode,
} from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { LiveHub, LiveNotice } from '../../platform/live/live-hub';
import { spendQuotas } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { checkedText, isBlocked } from '../square';
import { chatQuotas } from './flood-limits';
import * as repo from './repository';

export interface ChatDeps {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  live: LiveHub;
  /** The square's sensitive-word list (the same words refused in posts are refused here). */
  findSensitiveWords: (text: string) => Promise<string[]>;
}

export interface PageQuery {
  cursor?: string | undefined;
  pageSize?: number | undefined;
}

/**
 * Private messages between two users (issue 14). A message is sent only when it is within the
 * length limit, has none of the square's sensitive words, is not to someone who blocked the
 * sender (nor to someone the sender blocked) and is within the flood limits; it is written and
 * both sides' conversations updated in one transaction, and announced live to both users' open
 * pages after it commits. Deleting a conversation hides it for the one who deleted it only.
 */
export function createChatService(deps: ChatDeps) {
  const { db, now, rateLimiter, live } = deps;

  async function peerOf(uid: string): Promise<ChatPeer> {
    const peer = await repo.findPeer(db, uid);
    if (!peer) throw new AppError(ResultCode.userNotFound, 404);
    return peer;
  }

  function otherThanMe(viewer: string, peer: string): void {
    if (viewer === peer) throw new AppError(ResultCode.chatSelf, 400);
  }

  const pageSizeOf = (query: PageQuery, fallback: number) => query.pageSize ?? fallback;

  return {
    async conversations(viewer: string, query: PageQuery): Promise<ConversationPage> {
      const size = pageSizeOf(query, CHAT_LIMITS.conversationsPageSize);
      const [rows, unread] = await Promise.all([
        repo.conversationPage(db, viewer, query.cursor ?? repo.NO_CURSOR, size + 1),
        repo.privateUnread(db, viewer),
      ]);
      const items = rows.slice(0, size);
      const nextCursor = rows.length > size ? String(items[items.length - 1]!.lastMessage.id) : null;
      return { items, nextCursor, unread };
    },

    /** Newest page first; the page's items oldest → newest, as the conversation shows them. */
    async messages(viewer: string, peerUid: string, query: PageQuery): Promise<ChatMessagePage> {
      otherThanMe(viewer, peerUid);
      const peer = await peerOf(peerUid);
      const size = pageSizeOf(query, CHAT_LIMITS.messagesPageSize);
      const cleared = await repo.clearedThrough(db, viewer, peerUid);
      const rows = await repo.messagePage(db, viewer, peerUid, cleared, query.cursor ?? repo.NO_CURSOR, size + 1);
      const page = rows.slice(0, size);
      const nextCursor = rows.length > size ? String(page[page.length - 1]!.id) : null;
      return { peer, items: page.reverse(), nextCursor };
    },

    async send(viewer: string, peerUid: string, rawContent: string): Promise<ChatMessage> {
      const content = checkedText('content', rawContent, CHAT_LIMITS.messageMaxLength);
      otherThanMe(viewer, peerUid);
      const [me, peer] = await Promise.all([peerOf(viewer), peerOf(peerUid)]);
      if (await isBlocked(db, peerUid, viewer)) throw new AppError(ResultCode.chatBlockedByPeer, 403);
      if (await isBlocked(db, viewer, peerUid)) throw new AppError(ResultCode.chatPeerBlocked, 403);
      const found = await deps.findSensitiveWords(content);
      if (found.length > 0) throw new AppError(ResultCode.sensitiveWords, 400, `内容包含敏感词：${found.join('、')}`);

      const quotas = chatQuotas(viewer);
      const takeBack = () => Promise.all(quotas.map((quota) => rateLimiter.undo(quota.key)));
      try {
        await spendQuotas(rateLimiter, quotas, now());
      } catch (error) {
        // A refused message is not counted (spendQuotas counted it in every window).
        await takeBack();
        throw error;
      }
      try {
        return await db.transaction(async (tx) => {
          const message = await repo.insertMessage(tx, viewer, peerUid, content, now());
          // Both sides' rows in uid order, so two people writing to each other never deadlock.
          const sides = [
            { owner: viewer, peer: peerUid, unread: 0 as const },
            { owner: peerUid, peer: viewer, unread: 1 as const },
          ].sort((a, b) => Number(a.owner) - Number(b.owner));
          for (const side of sides) await repo.touchConversation(tx, side.owner, side.peer, message.id, side.unread);
          const notices: LiveNotice[] = [
            { userId: peerUid, type: 'chat', data: { peer: me, message } },
            { userId: viewer, type: 'chat', data: { peer, message } },
            await live.unreadNotice(tx, peerUid),
          ];
          await live.publish(tx, notices);
          return message;
        });
      } catch (error) {
        await takeBack();
        throw error;
      }
    },

    async read(viewer: string, peerUid: string): Promise<ChatReadResult> {
      otherThanMe(viewer, peerUid);
      await peerOf(peerUid);
      return db.transaction(async (tx) => {
        if (await repo.markConversationRead(tx, viewer, peerUid)) await live.publish(tx, [await live.unreadNotice(tx, viewer)]);
        return { unread: await repo.privateUnread(tx, viewer) };
      });
    },

    async remove(viewer: string, peerUid: string): Promise<ChatDeletedResult> {
      otherThanMe(viewer, peerUid);
      await peerOf(peerUid);
      return db.transaction(async (tx) => {
        const deleted = await repo.hideConversation(tx, viewer, peerUid);
        if (deleted) await live.publish(tx, [await live.unreadNotice(tx, viewer)]);
        return { deleted };
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The private part of the header's count of new messages. */
export function privateUnreadCount(q: Queryable, userId: string): Promise<number> {
  return repo.privateUnread(q, userId);
}
