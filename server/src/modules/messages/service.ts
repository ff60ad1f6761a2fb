import type { MessageList, PageQuery } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { pageWindow } from '../../platform/http/paging';
import { liveHubOf } from '../../platform/live/live-hub';
import {
  claimWelcome,
  countMessages,
  countUnread,
  findMessagePage,
  insertMessage,
  insertMessageForUsers,
  markAllRead,
  markIdsRead,
} from './repository';

/**
 * System messages of a user (welcome, recharge success, membership opened). The welcome
 * message is written lazily, once, on the first read (users.welcomed marks it).
 */
export const WELCOME_TITLE = '欢迎加入X游戏';
const WELCOME_CONTENT = '欢迎来到X游戏！在这里可以免费下载海量精品手游，开通会员即可免费下载付费游戏。如有疑问请联系客服。';

/**
 * Sends a system message to a user inside the caller's transaction, and announces it to the
 * user's open pages (a `system` event and the new unread counts) once that transaction commits
 * — never when it rolls back (a failed recharge tells nobody anything).
 */
export async function addMessage(tx: Queryable, userId: string, title: string, content: string, at: Date): Promise<void> {
  const id = await insertMessage(tx, userId, title, content, at);
  await announce(tx, [{ userId, id }], title, at);
}

/**
 * Sends one system message to many users in one statement (a launch notice, a new version):
 * callers pass their recipients in batches, inside their transaction.
 */
export async function addMessageToUsers(
  tx: Queryable,
  userIds: readonly string[],
  title: string,
  content: string,
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const inserted = await insertMessageForUsers(tx, userIds, title, content, at);
  // Each recipient's open pages hear of it like of any system message, after the commit.
  await announce(tx, inserted, title, at);
}

async function announce(tx: Queryable, messages: readonly { userId: string; id: number }[], title: string, at: Date): Promise<void> {
  const live = liveHubOf(tx);
  if (!live) return;
  for (const { userId, id } of messages) {
    await live.publish(tx, [
      { userId, type: 'system', data: { id, title, createTime: at.toISOString() } },
      await live.unreadNotice(tx, userId),
    ]);
  }
}

/** Writes the welcome message the first time a user's messages are read (idempotent). */
export async function ensureWelcome(db: Queryable, userId: string, at: Date): Promise<void> {
  if (await claimWelcome(db, userId)) await addMessage(db, userId, WELCOME_TITLE, WELCOME_CONTENT, at);
}

export function unreadCount(db: Queryable, userId: string): Promise<number> {
  return countUnread(db, userId);
}

export async function messagePage(db: Queryable, userId: string, query: PageQuery, at: Date): Promise<MessageList> {
  await ensureWelcome(db, userId, at);
  const window = pageWindow(query);
  const [items, counts] = await Promise.all([findMessagePage(db, userId, window), countMessages(db, userId)]);
  return { items, ...counts, page: window.page, pageSize: window.pageSize };
}

/** `ids` as the client sends them (a list, or comma-separated text); null when one is not an id. */
export function parseMessageIds(raw: unknown): number[] | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : [];
  const ids = list.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length === list.length ? ids : null;
}

/** Marks the given messages (only the user's own) or all of them as read; returns the unread count. */
export async function markRead(db: Database, userId: string, ids: number[] | 'all', at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    if (ids === 'all') await markAllRead(tx, userId, at);
    else if (ids.length > 0) await markIdsRead(tx, userId, ids, at);
    // The header of every open page of the user follows (live unread counts).
    const live = liveHubOf(tx);
    if (live) await live.publish(tx, [await live.unreadNotice(tx, userId)]);
    return countUnread(tx, userId);
  });
}
