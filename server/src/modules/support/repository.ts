import type { SupportAuthor, SupportConversation, SupportMessage } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** All SQL of support_conversations and support_messages (migration 0011); reads users' names and staff flag. */

const iso = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : new Date(String(value)).toISOString();

export async function conversationOf(db: Queryable, userId: string): Promise<number | null> {
  const row = await db.one<{ id: number }>('SELECT id::int AS id FROM support_conversations WHERE user_id = $1', [userId]);
  return row ? Number(row.id) : null;
}

/**
 * The user's conversation, now waiting for staff, with this message as its last: one row per
 * user (the unique user_id), so two first messages at once still make one conversation.
 */
export async function touchConversationByUser(tx: Queryable, userId: string, content: string, at: Date): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO support_conversations (user_id, awaiting_reply, last_message, last_message_at, created_at)
     VALUES ($1, true, $2, $3, $3)
     ON CONFLICT (user_id) DO UPDATE SET awaiting_reply = true, last_message = EXCLUDED.last_message, last_message_at = EXCLUDED.last_message_at
     RETURNING id::int AS id`,
    [userId, content, at],
  );
  return Number(row!.id);
}

/** Staff answered: the conversation no longer waits. False when there is no such conversation. */
export async function touchConversationByStaff(tx: Queryable, conversationId: number, content: string, at: Date): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE support_conversations SET awaiting_reply = false, last_message = $2, last_message_at = $3 WHERE id = $1 RETURNING 1',
    [conversationId, content, at],
  );
  return rows.length > 0;
}

interface MessageRow {
  id: string;
  author: SupportAuthor;
  content: string;
  created_at: Date | string;
}

const toMessage = (row: MessageRow): SupportMessage => ({
  id: String(row.id),
  from: row.author,
  content: row.content,
  createdAt: iso(row.created_at),
});

export async function insertMessage(
  tx: Queryable,
  message: { conversationId: number; author: SupportAuthor; authorId: string; content: string; at: Date },
): Promise<SupportMessage> {
  const row = await tx.one<MessageRow>(
    `INSERT INTO support_messages (conversation_id, author, author_id, content, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text AS id, author, content, created_at`,
    [message.conversationId, message.author, message.authorId, message.content, message.at],
  );
  return toMessage(row!);
}

/** Newest first, on support_messages_conversation. */
export async function listMessages(db: Queryable, conversationId: number, limit: number, offset: number): Promise<SupportMessage[]> {
  const rows = await db.query<MessageRow>(
    `SELECT id::text AS id, author, content, created_at FROM support_messages
     WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [conversationId, limit, offset],
  );
  return rows.map(toMessage);
}

export async function countMessages(db: Queryable, conversationId: number): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM support_messages WHERE conversation_id = $1', [conversationId]);
  return Number(row?.n ?? 0);
}

export async function conversationExists(db: Queryable, conversationId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM support_conversations WHERE id = $1', [conversationId]));
}

/**
 * Staff's list: waiting conversations oldest first (who waited longest is answered first, on
 * support_conversations_queue), or all of them by latest message (support_conversations_recent).
 */
export async function listConversations(
  db: Queryable,
  waitingOnly: boolean,
  limit: number,
  offset: number,
): Promise<SupportConversation[]> {
  const rows = await db.query<{
    id: number;
    user_id: string;
    name: string;
    last_message: string;
    last_message_at: Date | string;
    awaiting_reply: boolean;
  }>(
    `SELECT c.id::int AS id, c.user_id::text AS user_id, u.name, c.last_message, c.last_message_at, c.awaiting_reply
     FROM support_conversations c JOIN users u ON u.uid = c.user_id
     ${waitingOnly ? 'WHERE c.awaiting_reply ORDER BY c.last_message_at, c.id' : 'ORDER BY c.last_message_at DESC, c.id DESC'}
     LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    uid: row.user_id,
    userName: row.name,
    lastMessage: row.last_message,
    lastMessageAt: iso(row.last_message_at),
    awaitingReply: row.awaiting_reply,
  }));
}

export async function countConversations(db: Queryable, waitingOnly: boolean): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM support_conversations${waitingOnly ? ' WHERE awaiting_reply' : ''}`,
  );
  return Number(row?.n ?? 0);
}
