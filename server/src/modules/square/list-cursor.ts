import { ResultCode } from '@portal/shared/types';
import { AppError } from '../../platform/http/app-error';
import type { CommentKey, PostKey } from './repository';

/**
 * The opaque `cursor` of the square's lists: the key of the last item of a page (its position
 * in the list's index order) and the order it belongs to, base64url JSON. The client only hands
 * back what nextCursor gave it; anything else is a 400 naming the field.
 */
type Encoded = ['p', 1 | 2, 0 | 1, number, string] | ['c', 1 | 2, number, string];

const invalid = () => new AppError(ResultCode.badRequest, 400, '参数错误：cursor 无效，请从第一页重新加载');

function encode(value: Encoded): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
}

/** A bigint id as text, within PostgreSQL's bigint (a larger one would fail in the query, not as a 400). */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,18}$/.test(value) && BigInt(value) <= 9_223_372_036_854_775_807n;
const MAX_INT = 2_147_483_647;

export function encodePostCursor(sort: 1 | 2, key: PostKey): string {
  return encode(['p', sort, key.pinned ? 1 : 0, key.rank, key.id]);
}

export function decodePostCursor(cursor: string, sort: 1 | 2): PostKey {
  const value = decode(cursor);
  if (!Array.isArray(value) || value.length !== 5 || value[0] !== 'p' || value[1] !== sort) throw invalid();
  const [, , pinned, rank, id] = value as unknown[];
  if ((pinned !== 0 && pinned !== 1) || typeof rank !== 'number' || !Number.isFinite(rank) || !isId(id)) throw invalid();
  return { pinned: pinned === 1, rank, id };
}

export function encodeCommentCursor(sort: 1 | 2, key: CommentKey): string {
  return encode(['c', sort, key.likes, key.id]);
}

export function decodeCommentCursor(cursor: string, sort: 1 | 2): CommentKey {
  const value = decode(cursor);
  if (!Array.isArray(value) || value.length !== 4 || value[0] !== 'c' || value[1] !== sort) throw invalid();
  const [, , likes, id] = value as unknown[];
  if (typeof likes !== 'number' || !Number.isInteger(likes) || likes < 0 || likes > MAX_INT || !isId(id)) throw invalid();
  return { likes, id };
}
