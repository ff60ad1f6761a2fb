import type { Tag } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * All SQL of the square's tables (db/table-owners.ts). Reads join users and square_tags for
 * names and avatars.
 *
 * Counters move only as `count = count ± 1` in the statement that also proves the row changed
 * (an insert that happened, a delete that removed something), in the caller's transaction, so
 * a counter always equals its rows. Within one transaction rows are locked in one fixed order:
 *   posts → comments → topics (by topic) → square_counters (by key) → square_user_stats (by uid)
 * so two transactions never wait on each other in a circle.
 */

export type SquareSortKey = 1 | 2;

/** The position of a post in a list: pinned first, then hot_rank (最热) or id (最新), id last. */
export interface PostKey {
  pinned: boolean;
  rank: number;
  id: string;
}

/** The position of a comment: like_count (最热) or id. */
export interface CommentKey {
  likes: number;
  id: string;
}

/** Who is reading: guests see no likes/follows; staff and authors see hidden items. */
export interface ReaderScope {
  uid: string | null;
  staff: boolean;
}

export type PostFilter =
  | { kind: 'all' }
  | { kind: 'tag'; tagId: number }
  | { kind: 'topic'; topic: string }
  | { kind: 'author'; authorId: string }
  | { kind: 'follow'; followerId: string };

// ---- Reading posts ----

export interface PostRow {
  id: string;
  author_id: string;
  author_name: string;
  author_avatar: string;
  author_staff: boolean;
  content: string;
  tag_id: number | null;
  tag: string | null;
  topics: string[];
  like_count: number;
  comment_count: number;
  pinned: boolean;
  hidden: boolean;
  hot_rank: number;
  created_at: Date | string;
  liked: boolean;
  followed: boolean;
  images: Array<{ id: number; url: string; thumbUrl: string; width: number; height: number }>;
}

/** $1 is the reader's uid (null for a guest). */
const POST_COLUMNS = `
  p.id::text AS id, p.author_id::text AS author_id, u.name AS author_name, u.avatar AS author_avatar, u.staff AS author_staff,
  p.content, p.tag_id, t.tag, p.topics, p.like_count, p.comment_count, p.pinned, p.hidden, p.hot_rank, p.created_at,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1::bigint) AS liked,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1::bigint AND f.followee_id = p.author_id) AS followed,
  coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.url, 'thumbUrl', i.thumb_url, 'width', i.width, 'height', i.height)
                            ORDER BY i.position)
            FROM post_images i WHERE i.post_id = p.id), '[]'::json) AS images`;

const POST_JOINS = 'JOIN users u ON u.uid = p.author_id LEFT JOIN square_tags t ON t.id = p.tag_id';

/** What a reader may see of a post in a list ($1 reader uid, $2 staff). */
const POST_VISIBLE = `p.deleted_at IS NULL AND (NOT p.hidden OR p.author_id = $1::bigint OR $2::boolean)
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1::bigint AND b.blocked_id = p.author_id)`;

function normalisePost(row: PostRow): PostRow {
  return { ...row, hot_rank: Number(row.hot_rank), images: typeof row.images === 'string' ? JSON.parse(row.images) : row.images };
}

/** One live post (deleted ones are not returned), as the reader sees it. */
export async function findPost(db: Queryable, postId: number | string, reader: string | null): Promise<PostRow | undefined> {
  const row = await db.one<PostRow>(`SELECT ${POST_COLUMNS} FROM posts p ${POST_JOINS} WHERE p.id = $2 AND p.deleted_at IS NULL`, [
    reader,
    postId,
  ]);
  return row && normalisePost(row);
}

export interface PostPageRequest {
  filter: PostFilter;
  sort: SquareSortKey;
  after: PostKey | null;
  /** Rows to skip after `after` (the fallback when no anchor of the page before is known). */
  skip: number;
  limit: number;
}

/**
 * One page of a post list, by keyset on the index of its order (posts_*_idx, post_topics_*_idx):
 * `(pinned, [hot_rank,] id) < key`, read backwards. A topic's feed reads post_topics, which
 * keeps its own copy of pinned and hot_rank.
 */
export async function postPage(db: Queryable, reader: ReaderScope, request: PostPageRequest): Promise<PostRow[]> {
  const params: unknown[] = [reader.uid, reader.staff];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const hot = request.sort === 1;
  const topic = request.filter.kind === 'topic';
  const col = topic
    ? { pinned: 'pt.pinned', rank: 'pt.hot_rank', id: 'pt.post_id' }
    : { pinned: 'p.pinned', rank: 'p.hot_rank', id: 'p.id' };
  const where: string[] = [POST_VISIBLE];
  let from = 'posts p';
  switch (request.filter.kind) {
    case 'tag':
      where.push(`p.tag_id = ${param(request.filter.tagId)}`);
      break;
    case 'topic':
      from = 'post_topics pt JOIN posts p ON p.id = pt.post_id';
      where.push(`pt.topic = ${param(request.filter.topic)}`);
      break;
    case 'author':
      where.push(`p.author_id = ${param(request.filter.authorId)}::bigint`);
      break;
    case 'follow':
      where.push(`p.author_id IN (SELECT f.followee_id FROM follows f WHERE f.follower_id = ${param(request.filter.followerId)}::bigint)`);
      break;
    default:
      break;
  }
  if (request.after) {
    const { pinned, rank, id } = request.after;
    where.push(
      hot
        ? `(${col.pinned}, ${col.rank}, ${col.id}) < (${param(pinned)}::boolean, ${param(rank)}::float8, ${param(id)}::bigint)`
        : `(${col.pinned}, ${col.id}) < (${param(pinned)}::boolean, ${param(id)}::bigint)`,
    );
  }
  const order = hot ? `${col.pinned} DESC, ${col.rank} DESC, ${col.id} DESC` : `${col.pinned} DESC, ${col.id} DESC`;
  const rows = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM ${from} ${POST_JOINS} WHERE ${where.join(' AND ')}
     ORDER BY ${order} LIMIT ${param(request.limit)} OFFSET ${param(request.skip)}`,
    params,
  );
  return rows.map(normalisePost);
}

/** The counter behind a post list's total. */
export async function postTotal(db: Queryable, filter: PostFilter): Promise<number> {
  let row: { n: string | number | null } | undefined;
  switch (filter.kind) {
    case 'all':
      row = await db.one("SELECT count AS n FROM square_counters WHERE key = 'posts'");
      break;
    case 'tag':
      row = await db.one('SELECT count AS n FROM square_counters WHERE key = $1', [`posts:tag:${filter.tagId}`]);
      break;
    case 'topic':
      row = await db.one('SELECT post_count AS n FROM topics WHERE topic = $1', [filter.topic]);
      break;
    case 'author':
      row = await db.one('SELECT post_count AS n FROM square_user_stats WHERE uid = $1', [filter.authorId]);
      break;
    case 'follow':
      row = await db.one(
        `SELECT sum(s.post_count) AS n FROM follows f JOIN square_user_stats s ON s.uid = f.followee_id WHERE f.follower_id = $1`,
        [filter.followerId],
      );
      break;
  }
  return Number(row?.n ?? 0);
}

// ---- Writing posts ----

export async function tagExists(db: Queryable, tagId: number): Promise<boolean> {
  return (await db.one('SELECT 1 AS one FROM square_tags WHERE id = $1', [tagId])) !== undefined;
}

/** Lemmy's rank with score = likes + 2 × comments: log10(max(2, score + 2)) / (hours + 2)^1.8, 0 after 7 days. */
function hotRankSql(likes: string, comments: string, createdAt: string, now: string): string {
  return `CASE WHEN ${createdAt} <= ${now}::timestamptz - interval '7 days' THEN 0
    ELSE log(greatest(2, ${likes} + 2 * ${comments} + 2)::numeric)::float8
         / power(greatest(0, extract(epoch FROM (${now}::timestamptz - ${createdAt})) / 3600) + 2, 1.8)::float8 END`;
}

export async function insertPost(
  tx: Queryable,
  post: { authorId: string; content: string; tagId: number | null; topics: string[]; at: Date },
): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO posts (author_id, content, tag_id, topics, created_at, hot_rank)
     VALUES ($1, $2, $3, $4::text[], $5, ${hotRankSql('0', '0', '$5::timestamptz', '$5')})
     RETURNING id::text AS id`,
    [post.authorId, post.content, post.tagId, post.topics, post.at],
  );
  return row!.id;
}

/** Attaches the author's own unattached images in the given order; returns how many were attached. */
export async function attachImages(tx: Queryable, postId: string, ownerId: string, imageIds: number[]): Promise<number> {
  if (imageIds.length === 0) return 0;
  const rows = await tx.query(
    `UPDATE post_images SET post_id = $1, position = array_position($3::bigint[], id)
     WHERE id = ANY($3::bigint[]) AND owner_id = $2 AND post_id IS NULL RETURNING id`,
    [postId, ownerId, imageIds],
  );
  return rows.length;
}

/** The post's topics: their counters (sorted, the fixed lock order) and the topic feed rows. */
export async function addPostTopics(tx: Queryable, postId: string, topics: string[], at: Date): Promise<void> {
  if (topics.length === 0) return;
  const sorted = [...topics].sort();
  await tx.query(
    `INSERT INTO topics (topic, post_count, last_post_at) SELECT t, 1, $2 FROM unnest($1::text[]) AS t
     ON CONFLICT (topic) DO UPDATE SET post_count = topics.post_count + 1, last_post_at = EXCLUDED.last_post_at`,
    [sorted, at],
  );
  await tx.query(
    `INSERT INTO post_topics (topic, post_id, pinned, hot_rank, created_at)
     SELECT t, p.id, p.pinned, p.hot_rank, p.created_at FROM unnest($1::text[]) AS t, posts p WHERE p.id = $2`,
    [sorted, postId],
  );
}

export async function removePostTopics(tx: Queryable, topics: string[]): Promise<void> {
  if (topics.length === 0) return;
  await tx.query('UPDATE topics SET post_count = post_count - 1 WHERE topic = ANY($1::text[]) AND post_count > 0', [[...topics].sort()]);
}

/** Adds delta to each list counter, keys in sorted order (the fixed lock order). */
export async function bumpCounters(tx: Queryable, keys: string[], delta: number): Promise<void> {
  await tx.query(
    `INSERT INTO square_counters (key, count) SELECT k, $2 FROM unnest($1::text[]) AS k ORDER BY k
     ON CONFLICT (key) DO UPDATE SET count = square_counters.count + EXCLUDED.count`,
    [[...keys].sort(), delta],
  );
}

type UserStat = 'follower_count' | 'following_count' | 'post_count' | 'comment_count';

/** Adds delta to one per-user counter of each uid (uids in ascending order: the fixed lock order). */
export async function bumpUserStats(tx: Queryable, changes: Array<{ uid: string; stat: UserStat; delta: number }>): Promise<void> {
  const sorted = [...changes].sort((a, b) => (BigInt(a.uid) < BigInt(b.uid) ? -1 : BigInt(a.uid) > BigInt(b.uid) ? 1 : 0));
  for (const { uid, stat, delta } of sorted) {
    await tx.query(
      `INSERT INTO square_user_stats (uid, ${stat}) VALUES ($1, greatest(0, $2::int))
       ON CONFLICT (uid) DO UPDATE SET ${stat} = greatest(0, square_user_stats.${stat} + $2::int)`,
      [uid, delta],
    );
  }
}

/** Marks a live post deleted; returns what the counters need, or undefined when it was not live. */
export async function softDeletePost(
  tx: Queryable,
  postId: number,
  at: Date,
): Promise<{ author_id: string; tag_id: number | null; topics: string[] } | undefined> {
  return tx.one(
    `UPDATE posts SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL
     RETURNING author_id::text AS author_id, tag_id, topics`,
    [postId, at],
  );
}

/** Author, visibility and liveness of a post, for the rules (no lock). */
export async function postFacts(
  db: Queryable,
  postId: number | string,
): Promise<{ author_id: string; hidden: boolean; deleted: boolean } | undefined> {
  return db.one('SELECT author_id::text AS author_id, hidden, deleted_at IS NOT NULL AS deleted FROM posts WHERE id = $1', [postId]);
}

export async function setPostPinned(tx: Queryable, postId: number, pinned: boolean): Promise<boolean> {
  const rows = await tx.query('UPDATE posts SET pinned = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [postId, pinned]);
  if (rows.length === 0) return false;
  await tx.query('UPDATE post_topics SET pinned = $2 WHERE post_id = $1', [postId, pinned]);
  return true;
}

export async function setPostHidden(tx: Queryable, postId: number, hidden: boolean): Promise<boolean> {
  const rows = await tx.query('UPDATE posts SET hidden = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [postId, hidden]);
  return rows.length > 0;
}

// ---- Likes ----

/** Insert-or-nothing, then the counter in the same transaction; the answer is the count after. */
export async function likePost(tx: Queryable, postId: number, userId: string, at: Date): Promise<number> {
  const inserted = await tx.query(
    'INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING post_id',
    [postId, userId, at],
  );
  const row =
    inserted.length > 0
      ? await tx.one<{ n: number }>('UPDATE posts SET like_count = like_count + 1 WHERE id = $1 RETURNING like_count AS n', [postId])
      : await tx.one<{ n: number }>('SELECT like_count AS n FROM posts WHERE id = $1', [postId]);
  return Number(row?.n ?? 0);
}

export async function unlikePost(tx: Queryable, postId: number, userId: string): Promise<number> {
  const removed = await tx.query('DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id', [postId, userId]);
  const row =
    removed.length > 0
      ? await tx.one<{ n: number }>('UPDATE posts SET like_count = like_count - 1 WHERE id = $1 RETURNING like_count AS n', [postId])
      : await tx.one<{ n: number }>('SELECT like_count AS n FROM posts WHERE id = $1', [postId]);
  return Number(row?.n ?? 0);
}

export async function likeComment(tx: Queryable, commentId: number, userId: string, at: Date): Promise<number> {
  const inserted = await tx.query(
    'INSERT INTO comment_likes (comment_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING comment_id',
    [commentId, userId, at],
  );
  const row =
    inserted.length > 0
      ? await tx.one<{ n: number }>('UPDATE comments SET like_count = like_count + 1 WHERE id = $1 RETURNING like_count AS n', [commentId])
      : await tx.one<{ n: number }>('SELECT like_count AS n FROM comments WHERE id = $1', [commentId]);
  return Number(row?.n ?? 0);
}

export async function unlikeComment(tx: Queryable, commentId: number, userId: string): Promise<number> {
  const removed = await tx.query('DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id', [
    commentId,
    userId,
  ]);
  const row =
    removed.length > 0
      ? await tx.one<{ n: number }>('UPDATE comments SET like_count = like_count - 1 WHERE id = $1 RETURNING like_count AS n', [commentId])
      : await tx.one<{ n: number }>('SELECT like_count AS n FROM comments WHERE id = $1', [commentId]);
  return Number(row?.n ?? 0);
}

// ---- Comments ----

export interface CommentRow {
  id: string;
  post_id: string;
  author_id: string;
  author_name: string;
  author_avatar: string;
  author_staff: boolean;
  content: string;
  reply_comment_id: string | null;
  root_comment_id: string | null;
  reply_uid: string | null;
  reply_name: string | null;
  reply_avatar: string | null;
  reply_staff: boolean | null;
  reply_followed: boolean;
  like_count: number;
  reply_count: number;
  hidden: boolean;
  deleted: boolean;
  created_at: Date | string;
  liked: boolean;
  followed: boolean;
  post_excerpt?: string;
  post_deleted?: boolean;
}

/** $1 is the reader's uid. */
const COMMENT_COLUMNS = `
  c.id::text AS id, c.post_id::text AS post_id, c.author_id::text AS author_id, u.name AS author_name, u.avatar AS author_avatar,
  u.staff AS author_staff, c.content, c.reply_comment_id::text AS reply_comment_id, c.root_comment_id::text AS root_comment_id,
  ru.uid::text AS reply_uid, ru.name AS reply_name, ru.avatar AS reply_avatar, ru.staff AS reply_staff,
  (ru.uid IS NOT NULL AND EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1::bigint AND f.followee_id = ru.uid)) AS reply_followed,
  c.like_count, c.reply_count, c.hidden, c.deleted_at IS NOT NULL AS deleted, c.created_at,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = $1::bigint) AS liked,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1::bigint AND f.followee_id = c.author_id) AS followed`;

const COMMENT_JOINS = `JOIN users u ON u.uid = c.author_id
  LEFT JOIN comments rc ON rc.id = c.reply_comment_id AND c.reply_comment_id IS DISTINCT FROM c.root_comment_id
  LEFT JOIN users ru ON ru.uid = rc.author_id`;

/** What a reader may see of a comment ($1 reader, $2 staff); a deleted top-level comment stays while it has replies. */
const COMMENT_VISIBLE = `(c.deleted_at IS NULL OR (c.root_comment_id IS NULL AND c.reply_count > 0))
  AND (NOT c.hidden OR c.author_id = $1::bigint OR $2::boolean)
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1::bigint AND b.blocked_id = c.author_id)`;

export async function findComment(db: Queryable, commentId: number | string, reader: string | null): Promise<CommentRow | undefined> {
  return db.one<CommentRow>(`SELECT ${COMMENT_COLUMNS} FROM comments c ${COMMENT_JOINS} WHERE c.id = $2`, [reader, commentId]);
}

export async function commentFacts(
  db: Queryable,
  commentId: number | string,
): Promise<
  { post_id: string; author_id: string; root_comment_id: string | null; deleted: boolean; hidden: boolean; post_live: boolean } | undefined
> {
  return db.one(
    `SELECT c.post_id::text AS post_id, c.author_id::text AS author_id, c.root_comment_id::text AS root_comment_id,
       c.deleted_at IS NOT NULL AS deleted, c.hidden, p.deleted_at IS NULL AS post_live
     FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = $1`,
    [commentId],
  );
}

export interface CommentPageRequest {
  scope: { kind: 'post'; postId: number } | { kind: 'replies'; rootId: number } | { kind: 'author'; authorId: string };
  sort: SquareSortKey;
  after: CommentKey | null;
  skip: number;
  limit: number;
}

/**
 * One page of comments by keyset: a post's top-level comments (comments_new_idx /
 * comments_hot_idx, newest or most liked first), a comment's replies (comments_replies_idx,
 * oldest first), or one author's comments (comments_author_idx, with the start of each post).
 */
export async function commentPage(db: Queryable, reader: ReaderScope, request: CommentPageRequest): Promise<CommentRow[]> {
  const params: unknown[] = [reader.uid, reader.staff];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  let extraColumns = '';
  let extraJoin = '';
  let ascending = false;
  const hot = request.sort === 1;
  switch (request.scope.kind) {
    case 'post':
      where.push(`c.post_id = ${param(request.scope.postId)}`, 'c.root_comment_id IS NULL', COMMENT_VISIBLE);
      break;
    case 'replies':
      where.push(`c.root_comment_id = ${param(request.scope.rootId)}`, COMMENT_VISIBLE);
      ascending = true;
      break;
    case 'author':
      // My own comments, hidden ones included; $2 (staff) is typed even though no rule here needs it.
      where.push(`c.author_id = ${param(request.scope.authorId)}::bigint`, 'c.deleted_at IS NULL', '$2::boolean IS NOT NULL');
      extraColumns = `, CASE WHEN p.deleted_at IS NULL THEN left(p.content, 60) ELSE '' END AS post_excerpt,
        p.deleted_at IS NOT NULL AS post_deleted`;
      extraJoin = 'JOIN posts p ON p.id = c.post_id';
      break;
  }
  if (request.after) {
    if (ascending) where.push(`c.id > ${param(request.after.id)}::bigint`);
    else if (hot) where.push(`(c.like_count, c.id) < (${param(request.after.likes)}::int, ${param(request.after.id)}::bigint)`);
    else where.push(`c.id < ${param(request.after.id)}::bigint`);
  }
  const order = ascending ? 'c.id ASC' : hot ? 'c.like_count DESC, c.id DESC' : 'c.id DESC';
  return db.query<CommentRow>(
    `SELECT ${COMMENT_COLUMNS}${extraColumns} FROM comments c ${COMMENT_JOINS} ${extraJoin}
     WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${param(request.limit)} OFFSET ${param(request.skip)}`,
    params,
  );
}

export async function commentTotal(db: Queryable, scope: CommentPageRequest['scope']): Promise<number> {
  let row: { n: number | string } | undefined;
  if (scope.kind === 'post') row = await db.one('SELECT root_comment_count AS n FROM posts WHERE id = $1', [scope.postId]);
  else if (scope.kind === 'replies') row = await db.one('SELECT reply_count AS n FROM comments WHERE id = $1', [scope.rootId]);
  else row = await db.one('SELECT comment_count AS n FROM square_user_stats WHERE uid = $1', [scope.authorId]);
  return Number(row?.n ?? 0);
}

/** Counts a new comment on its post (every comment; top-level ones also in root_comment_count). */
export async function countCommentOnPost(tx: Queryable, postId: number, topLevel: boolean, delta: 1 | -1): Promise<void> {
  await tx.query(
    `UPDATE posts SET comment_count = greatest(0, comment_count + $2::int),
       root_comment_count = greatest(0, root_comment_count + CASE WHEN $3::boolean THEN $2::int ELSE 0 END)
     WHERE id = $1`,
    [postId, delta, topLevel],
  );
}

export async function countReply(tx: Queryable, rootId: string, delta: 1 | -1): Promise<void> {
  await tx.query('UPDATE comments SET reply_count = greatest(0, reply_count + $2::int) WHERE id = $1', [rootId, delta]);
}

export async function insertComment(
  tx: Queryable,
  comment: { postId: number; authorId: string; content: string; replyCommentId: number | null; rootCommentId: string | null; at: Date },
): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO comments (post_id, author_id, content, reply_comment_id, root_comment_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [comment.postId, comment.authorId, comment.content, comment.replyCommentId, comment.rootCommentId, comment.at],
  );
  return row!.id;
}

export async function softDeleteComment(tx: Queryable, commentId: number, at: Date): Promise<boolean> {
  const rows = await tx.query('UPDATE comments SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [commentId, at]);
  return rows.length > 0;
}

export async function setCommentHidden(tx: Queryable, commentId: number, hidden: boolean): Promise<boolean> {
  const rows = await tx.query('UPDATE comments SET hidden = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id', [commentId, hidden]);
  return rows.length > 0;
}

// ---- Images ----

export async function insertImage(
  db: Queryable,
  image: { ownerId: string; url: string; thumbUrl: string; width: number; height: number; at: Date },
): Promise<number> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO post_images (owner_id, url, thumb_url, width, height, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id::text AS id`,
    [image.ownerId, image.url, image.thumbUrl, image.width, image.height, image.at],
  );
  return Number(row!.id);
}

// ---- Users: follows, blocks, staff ----

export interface UserFacts {
  uid: string;
  staff: boolean;
  created_at: Date | string;
}

export async function userFacts(db: Queryable, uid: string | number): Promise<UserFacts | undefined> {
  return db.one<UserFacts>('SELECT uid::text AS uid, staff, created_at FROM users WHERE uid = $1', [uid]);
}

/** One pair of users takes turns (follow, block) until the transaction ends, whichever side starts. */
export async function lockUserPair(tx: Queryable, a: string, b: string): Promise<void> {
  const [low, high] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('square-pair:' || $1::text || ':' || $2::text))`, [low, high]);
}

export async function isBlocked(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
  return (await db.one('SELECT 1 AS one FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId])) !== undefined;
}

export async function insertFollow(tx: Queryable, followerId: string, followeeId: string, at: Date): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING follower_id',
    [followerId, followeeId, at],
  );
  return rows.length > 0;
}

export async function deleteFollow(tx: Queryable, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2 RETURNING follower_id', [
    followerId,
    followeeId,
  ]);
  return rows.length > 0;
}

export async function followerCount(db: Queryable, uid: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT follower_count AS n FROM square_user_stats WHERE uid = $1', [uid]);
  return Number(row?.n ?? 0);
}

export async function insertBlock(tx: Queryable, blockerId: string, blockedId: string, at: Date): Promise<void> {
  await tx.query('INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    blockerId,
    blockedId,
    at,
  ]);
}

export async function deleteBlock(tx: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await tx.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
}

/** The staff CLI: sets the flag by login name; false when there is no such account. */
export async function setStaffFlag(db: Queryable, loginName: string, staff: boolean): Promise<{ uid: string; name: string } | undefined> {
  return db.one('UPDATE users SET staff = $2 WHERE lower(login_name) = lower($1) RETURNING uid::text AS uid, name', [loginName, staff]);
}

// ---- Reports ----

export async function insertReport(
  tx: Queryable,
  report: { reporterId: string; targetType: 'post' | 'comment' | 'review'; targetId: number; reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO reports (reporter_id, target_type, target_id, reason, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reporter_id, target_type, target_id) DO NOTHING RETURNING id`,
    [report.reporterId, report.targetType, report.targetId, report.reason, report.at],
  );
  return rows.length > 0;
}

/** One more distinct reporter; the report that reaches `threshold` hides the item (later staff restores stay). */
export async function countPostReport(tx: Queryable, postId: number, threshold: number): Promise<void> {
  await tx.query('UPDATE posts SET report_count = report_count + 1, hidden = hidden OR report_count + 1 = $2 WHERE id = $1', [
    postId,
    threshold,
  ]);
}

export async function countCommentReport(tx: Queryable, commentId: number, threshold: number): Promise<void> {
  await tx.query('UPDATE comments SET report_count = report_count + 1, hidden = hidden OR report_count + 1 = $2 WHERE id = $1', [
    commentId,
    threshold,
  ]);
}

/** Staff review: hidden or reported posts, newest first. */
export async function postsToReview(db: Queryable, reader: string, limit: number): Promise<Array<PostRow & { report_count: number }>> {
  const rows = await db.query<PostRow & { report_count: number }>(
    `SELECT ${POST_COLUMNS}, p.report_count FROM posts p ${POST_JOINS}
     WHERE p.deleted_at IS NULL AND (p.hidden OR p.report_count > 0) ORDER BY p.id DESC LIMIT $2`,
    [reader, limit],
  );
  return rows.map((row) => ({ ...normalisePost(row), report_count: Number(row.report_count) }));
}

export async function commentsToReview(
  db: Queryable,
  reader: string,
  limit: number,
): Promise<Array<CommentRow & { report_count: number }>> {
  return db.query(
    `SELECT ${COMMENT_COLUMNS}, c.report_count FROM comments c ${COMMENT_JOINS}
     WHERE c.deleted_at IS NULL AND (c.hidden OR c.report_count > 0) ORDER BY c.id DESC LIMIT $2`,
    [reader, limit],
  );
}

// ---- Topics ----

export async function trendingTopics(db: Queryable, since: Date, limit: number): Promise<Array<{ topic: string; n: number }>> {
  return db.query(
    `SELECT pt.topic, count(*)::int AS n FROM post_topics pt JOIN posts p ON p.id = pt.post_id
     WHERE pt.created_at > $1 AND p.deleted_at IS NULL AND NOT p.hidden
     GROUP BY pt.topic ORDER BY n DESC, pt.topic LIMIT $2`,
    [since, limit],
  );
}

export async function topicsMatching(db: Queryable, keyword: string, limit: number): Promise<Array<{ topic: string; n: number }>> {
  return db.query(
    `SELECT topic, post_count AS n FROM topics WHERE post_count > 0 AND strpos(lower(topic), lower($1)) > 0
     ORDER BY strpos(lower(topic), lower($1)) = 1 DESC, post_count DESC, topic LIMIT $2`,
    [keyword, limit],
  );
}

// ---- Hot rank ----

/**
 * Recomputes hot_rank for one batch of the ranked posts (posts_ranked_idx: rank > 0, which every
 * post younger than 7 days has; a post past 7 days gets 0 and leaves the index) after id
 * `afterId`; copies the rank to the topic feeds. Returns the last id of the batch (null when
 * none was left). Rows another transaction holds (a like being counted, another instance's
 * refresher) are skipped, not waited for: they are ranked again on the next round.
 */
export async function refreshHotBatch(tx: Queryable, now: Date, afterId: string, batchSize: number): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE posts p SET hot_rank = ${hotRankSql('p.like_count', 'p.comment_count', 'p.created_at', '$1')}
     FROM (SELECT id FROM posts WHERE hot_rank > 0 AND deleted_at IS NULL AND id > $2::bigint ORDER BY id LIMIT $3
           FOR NO KEY UPDATE SKIP LOCKED) batch
     WHERE p.id = batch.id RETURNING p.id::text AS id`,
    [now, afterId, batchSize],
  );
  if (rows.length === 0) return null;
  const ids = rows.map((row) => row.id);
  await tx.query(
    `UPDATE post_topics pt SET hot_rank = p.hot_rank FROM posts p
     WHERE p.id = pt.post_id AND pt.post_id = ANY($1::bigint[]) AND pt.hot_rank IS DISTINCT FROM p.hot_rank`,
    [ids],
  );
  return ids.reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max));
}

// ---- Settings and words ----

export async function configRows(db: Queryable): Promise<Array<{ key: string; value: string; public: boolean }>> {
  return db.query('SELECT key, value, public FROM square_config ORDER BY key');
}

export async function publicConfigPage(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ records: Array<{ key: string; value: string }>; total: number }> {
  const [records, total] = await Promise.all([
    db.query<{ key: string; value: string }>('SELECT key, value FROM square_config WHERE public ORDER BY key LIMIT $1 OFFSET $2', [
      limit,
      offset,
    ]),
    db.one<{ n: string }>('SELECT count(*)::text AS n FROM square_config WHERE public'),
  ]);
  return { records, total: Number(total?.n ?? 0) };
}

export async function allWords(db: Queryable): Promise<Array<{ word: string; kind: 'block' | 'allow' }>> {
  return db.query('SELECT word, kind FROM sensitive_words ORDER BY id');
}

export async function blockWordPage(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ records: Array<{ id: number; word: string }>; total: number }> {
  const [records, total] = await Promise.all([
    db.query<{ id: number; word: string }>("SELECT id, word FROM sensitive_words WHERE kind = 'block' ORDER BY id LIMIT $1 OFFSET $2", [
      limit,
      offset,
    ]),
    db.one<{ n: string }>("SELECT count(*)::text AS n FROM sensitive_words WHERE kind = 'block'"),
  ]);
  return { records, total: Number(total?.n ?? 0) };
}

/** Adds a word and bumps the list's version (so every instance rebuilds its matcher); returns its id. */
export async function addWord(tx: Queryable, word: string, kind: 'block' | 'allow'): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO sensitive_words (word, kind) VALUES ($1, $2)
     ON CONFLICT (word, kind) DO UPDATE SET word = EXCLUDED.word RETURNING id`,
    [word, kind],
  );
  await bumpWordsVersion(tx);
  return row!.id;
}

export async function removeWord(tx: Queryable, word: string, kind: 'block' | 'allow'): Promise<boolean> {
  const rows = await tx.query('DELETE FROM sensitive_words WHERE word = $1 AND kind = $2 RETURNING id', [word, kind]);
  if (rows.length > 0) await bumpWordsVersion(tx);
  return rows.length > 0;
}

async function bumpWordsVersion(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO square_config (key, value, public) VALUES ('sensitiveWordsVersion', '1', false)
     ON CONFLICT (key) DO UPDATE SET value = (square_config.value::bigint + 1)::text`,
  );
}

export async function listTags(db: Queryable): Promise<Tag[]> {
  return db.query<Tag>('SELECT id, tag FROM square_tags ORDER BY sort, id');
}
