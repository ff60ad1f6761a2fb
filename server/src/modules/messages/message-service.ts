import type { MessageList, SystemMessage } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * System messages of a user (welcome, recharge success, membership opened). The welcome
 * message is written lazily, once, on the first read (users.welcomed marks it).
 */
interface MessageRow {
  id: string;
  title: string;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

export const WELCOME_TITLE = '欢迎加入X游戏';
const WELCOME_CONTENT = '欢迎来到X游戏！在这里可以免费下载海量精品手游，开通会员即可免费下载付费游戏。如有疑问请联系客服。';

export async function addMessage(tx: Queryable, userId: string, title: string, content: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO system_messages (user_id, title, content, created_at) VALUES ($1, $2, $3, $4)', [
    userId,
    title,
    content,
    at.toISOString(),
  ]);
}

/** Writes the welcome message the first time a user's messages are read (idempotent). */
export async function ensureWelcome(db: Queryable, userId: string, at: Date): Promise<void> {
  const claimed = await db.one(`UPDATE users SET welcomed = true WHERE uid = $1 AND NOT welcomed RETURNING uid`, [userId]);
  if (claimed) await addMessage(db, userId, WELCOME_TITLE, WELCOME_CONTENT, at);
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM system_messages WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return Number(row?.n ?? 0);
}

function toMessage(row: MessageRow): SystemMessage {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    createTime: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

export async function messagePage(db: Queryable, userId: string, page: number, pageSize: number): Promise<MessageList> {
  const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), 100);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const rows = await db.query<MessageRow>(
    `SELECT id::text AS id, title, content, created_at, read_at FROM system_messages WHERE user_id = $1 ORDER BY system_messages.id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  const count = await db.one<{ total: string; unread: string }>(
    `SELECT count(*)::text AS total, count(*) FILTER (WHERE read_at IS NULL)::text AS unread FROM system_messages WHERE user_id = $1`,
    [userId],
  );
  return {
    items: rows.map(toMessage),
    total: Number(count?.total ?? 0),
    page: current,
    pageSize: size,
    unread: Number(count?.unread ?? 0),
  };
}

/** Marks the given messages (only the user's own) or all of them as read; returns the unread count. */
export async function markRead(db: Queryable, userId: string, ids: number[] | 'all', at: Date): Promise<number> {
  if (ids === 'all') {
    await db.query('UPDATE system_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, at.toISOString()]);
  } else if (ids.length > 0) {
    await db.query('UPDATE system_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL AND id = ANY($3::bigint[])', [
      userId,
      at.toISOString(),
      ids,
    ]);
  }
  return unreadCount(db, userId);
}
