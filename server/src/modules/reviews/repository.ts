import type { ReviewSort } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * SQL of game_reviews, review_votes, game_rating_stats and game_rating_versions. The score
 * counters change only by deltas in the review's transaction (an upsert adds to the row), so they
 * equal their rows however many reviews arrive at once; reads never count rows.
 */

export interface ReviewRow {
  id: string;
  game_id: string;
  user_id: string;
  author_name: string;
  author_avatar: string;
  rating: number;
  content: string;
  game_version: string;
  helpful_count: number;
  hidden: boolean;
  reply: string | null;
  reply_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  helpful: boolean;
}

const REVIEW_COLUMNS = `r.id::text AS id, r.game_id::text AS game_id, r.user_id::text AS user_id, u.name AS author_name,
  u.avatar AS author_avatar, r.rating, r.content, r.game_version, r.helpful_count, r.hidden, r.reply, r.reply_at,
  r.created_at, r.updated_at`;
/** $2 is the reader (null for a guest): whether they voted 有用. */
const HELPFUL_OF_READER = `($2::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = r.id AND v.voter_id = $2)) AS helpful`;

/** The game's current version (a read of the catalogue), or undefined when there is no such game. */
export function gameVersion(db: Queryable, gameId: number): Promise<{ version: string } | undefined> {
  return db.one<{ version: string }>('SELECT version FROM games WHERE id = $1', [gameId]);
}

export function findReview(db: Queryable, reviewId: number, reader: string | null): Promise<ReviewRow | undefined> {
  return db.one<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS}, ${HELPFUL_OF_READER} FROM game_reviews r JOIN users u ON u.uid = r.user_id WHERE r.id = $1`,
    [reviewId, reader],
  );
}

export function findReviewOf(db: Queryable, gameId: number, userId: string): Promise<ReviewRow | undefined> {
  return db.one<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS}, ${HELPFUL_OF_READER} FROM game_reviews r JOIN users u ON u.uid = r.user_id
     WHERE r.game_id = $1 AND r.user_id = $2`,
    [gameId, userId],
  );
}

/** The stored rating, version and visibility of one player's review, locked until the transaction ends. */
export function lockReviewOf(
  tx: Queryable,
  gameId: number,
  userId: string,
): Promise<{ id: string; rating: number; game_version: string; content: string; hidden: boolean } | undefined> {
  return tx.one(
    'SELECT id::text AS id, rating, game_version, content, hidden FROM game_reviews WHERE game_id = $1 AND user_id = $2 FOR UPDATE',
    [gameId, userId],
  );
}

export interface NewReview {
  gameId: number;
  userId: string;
  rating: number;
  content: string;
  version: string;
  at: Date;
}

/** Inserts the player's first review of the game; null when one exists already (a concurrent first write). */
export async function insertReview(tx: Queryable, review: NewReview): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO game_reviews (game_id, user_id, rating, content, game_version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (game_id, user_id) DO NOTHING RETURNING id::text AS id`,
    [review.gameId, review.userId, review.rating, review.content, review.version, review.at],
  );
  return rows[0]?.id ?? null;
}

export async function updateReview(tx: Queryable, id: string, review: NewReview): Promise<void> {
  await tx.query('UPDATE game_reviews SET rating = $2, content = $3, game_version = $4, updated_at = $5 WHERE id = $1', [
    id,
    review.rating,
    review.content,
    review.version,
    review.at,
  ]);
}

/** Adds to a game's score counters (negative to take away): count, sum, one star column each way, visible reviews. */
export async function addToStats(
  tx: Queryable,
  gameId: number,
  delta: { count: number; sum: number; stars: readonly number[]; reviews: number },
): Promise<void> {
  const [s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0] = delta.stars;
  await tx.query(
    `INSERT INTO game_rating_stats AS s (game_id, rating_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, review_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (game_id) DO UPDATE SET
       rating_count = s.rating_count + EXCLUDED.rating_count, rating_sum = s.rating_sum + EXCLUDED.rating_sum,
       stars_1 = s.stars_1 + EXCLUDED.stars_1, stars_2 = s.stars_2 + EXCLUDED.stars_2, stars_3 = s.stars_3 + EXCLUDED.stars_3,
       stars_4 = s.stars_4 + EXCLUDED.stars_4, stars_5 = s.stars_5 + EXCLUDED.stars_5,
       review_count = s.review_count + EXCLUDED.review_count`,
    [gameId, delta.count, delta.sum, s1, s2, s3, s4, s5, delta.reviews],
  );
}

/** Adds to the score counters of one version of the game. */
export async function addToVersion(tx: Queryable, gameId: number, version: string, count: number, sum: number): Promise<void> {
  await tx.query(
    `INSERT INTO game_rating_versions AS v (game_id, version, rating_count, rating_sum) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_id, version) DO UPDATE SET rating_count = v.rating_count + EXCLUDED.rating_count,
       rating_sum = v.rating_sum + EXCLUDED.rating_sum`,
    [gameId, version, count, sum],
  );
}

export interface StatsRow {
  rating_count: number;
  rating_sum: string;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
  review_count: number;
  version: string;
  version_count: number | null;
  version_sum: string | null;
}

/** The game's counters and those of its current version; undefined when there is no such game. */
export function gameStats(db: Queryable, gameId: number): Promise<StatsRow | undefined> {
  return db.one<StatsRow>(
    `SELECT coalesce(s.rating_count, 0) AS rating_count, coalesce(s.rating_sum, 0)::text AS rating_sum,
       coalesce(s.stars_1, 0) AS stars_1, coalesce(s.stars_2, 0) AS stars_2, coalesce(s.stars_3, 0) AS stars_3,
       coalesce(s.stars_4, 0) AS stars_4, coalesce(s.stars_5, 0) AS stars_5, coalesce(s.review_count, 0) AS review_count,
       g.version, v.rating_count AS version_count, v.rating_sum::text AS version_sum
     FROM games g
     LEFT JOIN game_rating_stats s ON s.game_id = g.id
     LEFT JOIN game_rating_versions v ON v.game_id = g.id AND v.version = g.version
     WHERE g.id = $1`,
    [gameId],
  );
}

/**
 * A page of a game's reviews in one of the two indexed orders. Hidden reviews show only to their
 * author; authors the reader blocked (the square's blocks) are left out.
 */
export function reviewPage(
  db: Queryable,
  gameId: number,
  reader: string | null,
  sort: ReviewSort,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  const order = sort === 'newest' ? 'r.id DESC' : 'r.helpful_count DESC, r.id DESC';
  // The page is cut on the index first; only its own rows are joined to their authors (a deep page skips bare index entries).
  return db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS}, ${HELPFUL_OF_READER}
     FROM (SELECT * FROM game_reviews r
           WHERE r.game_id = $1 AND (NOT r.hidden OR r.user_id = $2)
             AND ($2::bigint IS NULL OR NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $2 AND b.blocked_id = r.user_id))
           ORDER BY r.game_id, ${order} LIMIT $3 OFFSET $4) r
     JOIN users u ON u.uid = r.user_id
     ORDER BY ${order}`,
    [gameId, reader, limit, offset],
  );
}

/** The author of a review, or undefined when there is none. */
export function reviewAuthor(db: Queryable, reviewId: number): Promise<{ user_id: string; game_id: string } | undefined> {
  return db.one('SELECT user_id::text AS user_id, game_id::text AS game_id FROM game_reviews WHERE id = $1', [reviewId]);
}

/** One vote per (review, voter): adds it and the count, or nothing when it was there. Returns the count. */
export async function addVote(tx: Queryable, reviewId: number, voterId: string, at: Date): Promise<number> {
  const inserted = await tx.query(
    'INSERT INTO review_votes (review_id, voter_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING review_id',
    [reviewId, voterId, at],
  );
  return helpfulCount(tx, reviewId, inserted.length);
}

export async function removeVote(tx: Queryable, reviewId: number, voterId: string): Promise<number> {
  const deleted = await tx.query('DELETE FROM review_votes WHERE review_id = $1 AND voter_id = $2 RETURNING review_id', [
    reviewId,
    voterId,
  ]);
  return helpfulCount(tx, reviewId, -deleted.length);
}

async function helpfulCount(tx: Queryable, reviewId: number, delta: number): Promise<number> {
  const row =
    delta === 0
      ? await tx.one<{ n: number }>('SELECT helpful_count AS n FROM game_reviews WHERE id = $1', [reviewId])
      : await tx.one<{ n: number }>(
          'UPDATE game_reviews SET helpful_count = helpful_count + $2 WHERE id = $1 RETURNING helpful_count AS n',
          [reviewId, delta],
        );
  return Number(row?.n ?? 0);
}

export async function setReply(tx: Queryable, reviewId: number, reply: string | null, at: Date | null): Promise<boolean> {
  const rows = await tx.query('UPDATE game_reviews SET reply = $2, reply_at = $3 WHERE id = $1 RETURNING id', [reviewId, reply, at]);
  return rows.length > 0;
}

/**
 * One more distinct reporter; the report that reaches `threshold` hides the review. Returns the
 * game when this report hid it (its visible-review counter goes down by one), else null.
 */
export async function countReport(tx: Queryable, reviewId: number, threshold: number): Promise<number | null> {
  const row = await tx.one<{ game_id: string; hid: boolean }>(
    `UPDATE game_reviews r SET report_count = r.report_count + 1, hidden = r.hidden OR r.report_count + 1 = $2
     FROM (SELECT id, hidden AS was_hidden FROM game_reviews WHERE id = $1 FOR UPDATE) old
     WHERE r.id = old.id
     RETURNING r.game_id::text AS game_id, (r.hidden AND NOT old.was_hidden) AS hid`,
    [reviewId, threshold],
  );
  return row?.hid ? Number(row.game_id) : null;
}
