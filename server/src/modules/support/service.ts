import { parseServiceHours, serviceNote, serviceState } from '@portal/shared/rules';
import type { Paged, PageQuery, ServiceHours, SupportConversation, SupportMessage } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { checkedText, giveBack, spendFlood } from '../square';
import { SUPPORT_LIMITS, supportQuotas } from './flood-limits';
import * as repo from './repository';

export interface SupportDeps {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** SERVICE_HOURS, as shown to players. */
  hours: string;
  /** The square's sensitive-word gate: the listed words found in a text. */
  findSensitiveWords: (text: string) => Promise<string[]>;
}

/**
 * Customer service (issue 14): one conversation per player with 客服. A player's message goes
 * through the square's sensitive-word gate and flood limits; staff (users.staff) see the
 * conversations waiting for a reply and answer; everyone else is refused 403 (1613).
 */
export function createSupportService({ db, now, rateLimiter, hours, findSensitiveWords }: SupportDeps) {
  const window = parseServiceHours(hours);

  async function messagesOf(conversationId: number | null, query: PageQuery): Promise<Paged<SupportMessage>> {
    const { page, pageSize, offset } = pageWindow(query);
    if (conversationId === null) return { items: [], total: 0, page, pageSize };
    const [items, total] = await Promise.all([
      repo.listMessages(db, conversationId, pageSize, offset),
      repo.countMessages(db, conversationId),
    ]);
    return { items, total, page, pageSize };
  }

  return {
    /** Online now by the server's clock in Asia/Shanghai, and when a reply can be expected. */
    hours(): ServiceHours {
      const state = serviceState(window, now());
      return { hours, online: state.online, opensAt: state.opensAt?.toISOString() ?? null, note: serviceNote(window, state) };
    },

    async send(userId: string, text: string): Promise<SupportMessage> {
      const content = checkedText('content', text, SUPPORT_LIMITS.maxLength);
      const found = await findSensitiveWords(content);
      if (found.length > 0) throw new AppError(ResultCode.sensitiveWords, 400, `内容包含敏感词：${found.join('、')}`);
      const at = now();
      const spent = await spendFlood(rateLimiter, supportQuotas(userId, content), at);
      try {
        return await db.transaction(async (tx) => {
          const conversationId = await repo.touchConversationByUser(tx, userId, content, at);
          return repo.insertMessage(tx, { conversationId, author: 'user', authorId: userId, content, at });
        });
      } catch (error) {
        await giveBack(rateLimiter, spent);
        throw error;
      }
    },

    async myMessages(userId: string, query: PageQuery): Promise<Paged<SupportMessage>> {
      return messagesOf(await repo.conversationOf(db, userId), query);
    },

    async conversations(waitingOnly: boolean, query: PageQuery): Promise<Paged<SupportConversation>> {
      const { page, pageSize, offset } = pageWindow(query);
      const [items, total] = await Promise.all([
        repo.listConversations(db, waitingOnly, pageSize, offset),
        repo.countConversations(db, waitingOnly),
      ]);
      return { items, total, page, pageSize };
    },

    async conversationMessages(conversationId: number, query: PageQuery): Promise<Paged<SupportMessage>> {
      if (!(await repo.conversationExists(db, conversationId))) throw new AppError(ResultCode.conversationNotFound, 404);
      return messagesOf(conversationId, query);
    },

    async reply(staffId: string, conversationId: number, text: string): Promise<SupportMessage> {
      const content = checkedText('content', text, SUPPORT_LIMITS.maxLength);
      const at = now();
      return db.transaction(async (tx) => {
        if (!(await repo.touchConversationByStaff(tx, conversationId, content, at))) {
          throw new AppError(ResultCode.conversationNotFound, 404);
        }
        return repo.insertMessage(tx, { conversationId, author: 'staff', authorId: staffId, content, at });
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
