import type { SystemMessage } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';

interface MessageRow {
  id: string;
  title: string;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
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

export async function insertMessage(tx: Queryable, userId: string, title: string, content: string, at: Date): Promise<number> {
  const row = await tx.one<{ id: string }>(
    'INSERT INTO system_messages (user_id, title, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
    [userId, title, content, at.toISOString()],
  );
  return Number(row?.id);
}

/** One message to many users in one statement (INSERT … SELECT over the list of ids). */
export async function insertMessageForUsers(
  tx: Queryable,
  userIds: readonly string[],
  title: string,
  content: string,
  at: Date,
): Promise<{ userId: string; id: number }[]> {
  const rows = await tx.query<{ user_id: string; id: string }>(
    `INSERT INTO system_messages (user_id, title, content, created_at) SELECT u, $2, $3, $4 FROM unnest($1::bigint[]) AS u
     RETURNING user_id::text AS user_id, id::text AS id`,
    [userIds, title, content, at.toISOString()],
  );
  return rows.map((row) => ({ userId: row.user_id, id: Number(row.id) }));
}

/**
 * Marks the user as welcomed; true only for the call that changed it (so the welcome message
 * is written once). users.welcomed is this module's column (schema.md).
 */
export async function claimWelcome(db: Queryable, userId: string): Promise<boolean> {
  return !!(await db.one('UPDATE users SET welcomed = true WHERE uid = $1 AND NOT welcomed RETURNING uid', [userId]));
}

export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM system_messages WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return Number(row?.n ?? 0);
}

export async function findMessagePage(db: Queryable, userId: string, window: PageWindow): Promise<SystemMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT id::text AS id, title, content, created_at, read_at FROM system_messages WHERE user_id = $1 ORDER BY system_messages.id DESC LIMIT $2 OFFSET $3`,
    [userId, window.pageSize, window.offset],
  );
  return rows.map(toMessage);
}

export async function countMessages(db: Queryable, userId: string): Promise<{ total: number; unread: number }> {
  const count = await db.one<{ total: string; unread: string }>(
    `SELECT count(*)::text AS total, count(*) FILTER (WHERE read_at IS NULL)::text AS unread FROM system_messages WHERE user_id = $1`,
    [userId],
  );
  return { total: Number(count?.total ?? 0), unread: Number(count?.unread ?? 0) };
}

export async function markAllRead(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE system_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [userId, at.toISOString()]);
}

export async function markIdsRead(db: Queryable, userId: string, ids: number[], at: Date): Promise<void> {
  await db.query('UPDATE system_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL AND id = ANY($3::bigint[])', [
    userId,
    at.toISOString(),
    ids,
  ]);
}
