import type { ChatMessage, ChatPeer, Conversation } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** SQL of private messages (chat_messages, chat_conversations; migration 0010). */

/** Larger than any id: the first page of a keyset list reads "below" it. */
export const NO_CURSOR = '9223372036854775807';

interface MessageRow {
  id: string;
  sender_id: string;
  body: string;
  created_at: Date | string;
}

const toMessage = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  senderId: row.sender_id,
  content: row.body,
  createTime: new Date(row.created_at).toISOString(),
});

/** The pair a message is filed under: the lower uid first (numeric order, as the CHECK says). */
export function pairOf(a: string, b: string): [string, string] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a];
}

export async function findPeer(db: Queryable, uid: string): Promise<ChatPeer | undefined> {
  return db.one<ChatPeer>('SELECT uid::text AS uid, name, avatar FROM users WHERE uid = $1', [uid]);
}

export async function insertMessage(tx: Queryable, senderId: string, recipientId: string, body: string, at: Date): Promise<ChatMessage> {
  const [low, high] = pairOf(senderId, recipientId);
  const row = await tx.one<MessageRow>(
    `INSERT INTO chat_messages (user_low, user_high, sender_id, body, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::text AS id, sender_id::text AS sender_id, body, created_at`,
    [low, high, senderId, body, at.toISOString()],
  );
  return toMessage(row!);
}

/**
 * Puts the message at the top of one side's conversation (created on the first message) and
 * shows it again if that side had deleted it; the recipient's side counts one more unread.
 */
export async function touchConversation(
  tx: Queryable,
  ownerId: string,
  peerId: string,
  messageId: number,
  unreadDelta: 0 | 1,
): Promise<void> {
  await tx.query(
    `INSERT INTO chat_conversations (owner_id, peer_id, last_message_id, unread) VALUES ($1, $2, $3, $4)
     ON CONFLICT (owner_id, peer_id) DO UPDATE SET
       last_message_id = EXCLUDED.last_message_id,
       unread = chat_conversations.unread + EXCLUDED.unread,
       hidden = false`,
    [ownerId, peerId, messageId, unreadDelta],
  );
}

interface ConversationRow extends MessageRow {
  peer_id: string;
  peer_name: string;
  peer_avatar: string;
  unread: number;
}

/** A page of the owner's visible conversations, newest last message first, below `cursor`. */
export async function conversationPage(db: Queryable, ownerId: string, cursor: string, limit: number): Promise<Conversation[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT c.peer_id::text AS peer_id, u.name AS peer_name, u.avatar AS peer_avatar, c.unread,
            m.id::text AS id, m.sender_id::text AS sender_id, m.body, m.created_at
       FROM chat_conversations c
       JOIN users u ON u.uid = c.peer_id
       JOIN chat_messages m ON m.id = c.last_message_id
      WHERE c.owner_id = $1 AND NOT c.hidden AND c.last_message_id < $2
      ORDER BY c.last_message_id DESC
      LIMIT $3`,
    [ownerId, cursor, limit],
  );
  return rows.map((row) => ({
    peer: { uid: row.peer_id, name: row.peer_name, avatar: row.peer_avatar },
    lastMessage: toMessage(row),
    unread: Number(row.unread),
  }));
}

export async function privateUnread(db: Queryable, ownerId: string): Promise<number> {
  const row = await db.one<{ n: string }>(
    'SELECT coalesce(sum(unread), 0)::text AS n FROM chat_conversations WHERE owner_id = $1 AND unread > 0',
    [ownerId],
  );
  return Number(row?.n ?? 0);
}

/** What the owner deleted of a conversation: messages up to this id stay hidden from them. */
export async function clearedThrough(db: Queryable, ownerId: string, peerId: string): Promise<string> {
  const row = await db.one<{ cleared: string }>(
    'SELECT cleared_through::text AS cleared FROM chat_conversations WHERE owner_id = $1 AND peer_id = $2',
    [ownerId, peerId],
  );
  return row?.cleared ?? '0';
}

/** Messages of a pair after `after` and below `before`, newest first. */
export async function messagePage(
  db: Queryable,
  a: string,
  b: string,
  after: string,
  before: string,
  limit: number,
): Promise<ChatMessage[]> {
  const [low, high] = pairOf(a, b);
  const rows = await db.query<MessageRow>(
    `SELECT id::text AS id, sender_id::text AS sender_id, body, created_at FROM chat_messages
      WHERE user_low = $1 AND user_high = $2 AND id > $3 AND id < $4
      ORDER BY chat_messages.id DESC LIMIT $5`,
    [low, high, after, before, limit],
  );
  return rows.map(toMessage);
}

/** Marks one side's conversation read; true when it had unread messages. */
export async function markConversationRead(tx: Queryable, ownerId: string, peerId: string): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE chat_conversations SET unread = 0 WHERE owner_id = $1 AND peer_id = $2 AND unread > 0 RETURNING owner_id',
    [ownerId, peerId],
  );
  return rows.length > 0;
}

/** Deletes a conversation for its owner only: hidden, read, and cleared through its last message. */
export async function hideConversation(tx: Queryable, ownerId: string, peerId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE chat_conversations SET hidden = true, unread = 0, cleared_through = last_message_id
      WHERE owner_id = $1 AND peer_id = $2 AND NOT hidden RETURNING owner_id`,
    [ownerId, peerId],
  );
  return rows.length > 0;
}
