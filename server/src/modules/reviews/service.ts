import { REVIEW_LIMITS } from '@portal/shared/rules';
import type { GameRating, HelpfulResult, PageQuery, Review, ReviewPage, ReviewSort, SaveReviewRequest } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { hasDownloaded } from '../downloads';
import { checkedText, type PublishingGate, recordReport } from '../square';
import * as repo from './repository';
import type { ReviewRow, StatsRow } from './repository';

/**
 * Ratings and reviews of games (issue 18): only a player with a recorded download of the game
 * reviews it (2201); one review per player and game — writing again edits it; text passes the
 * square's sensitive-word list and flood limits; 有用 votes count once per voter; staff pin a
 * developer reply; three distinct reporters (the square's threshold) hide a review. Every change
 * of a rating moves the game's counters in the same transaction.
 */
export interface ReviewDeps {
  db: Database;
  now: Clock;
  gate: PublishingGate;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** A mean rounded to one decimal, 0 when there are no ratings. */
const meanOf = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);
/** The one-hot star delta of a rating (index 0 = 1 star). */
const starDelta = (rating: number, sign: number) => [1, 2, 3, 4, 5].map((star) => (star === rating ? sign : 0));

export function toReview(row: ReviewRow, reader: string | null): Review {
  return {
    id: Number(row.id),
    gameId: Number(row.game_id),
    author: { uid: row.user_id, name: row.author_name, avatar: row.author_avatar },
    rating: Number(row.rating),
    content: row.content,
    gameVersion: row.game_version,
    helpfulCount: Number(row.helpful_count),
    helpful: row.helpful,
    mine: reader === row.user_id,
    reply: row.reply,
    replyAt: row.reply_at === null ? null : iso(row.reply_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    edited: iso(row.updated_at) !== iso(row.created_at),
  };
}

function toRating(gameId: number, stats: StatsRow, canReview: boolean, mine: Review | null): GameRating {
  const count = Number(stats.rating_count);
  const versionCount = Number(stats.version_count ?? 0);
  return {
    gameId,
    score: meanOf(Number(stats.rating_sum), count),
    count,
    distribution: [stats.stars_1, stats.stars_2, stats.stars_3, stats.stars_4, stats.stars_5].map(Number),
    latestVersion: { version: stats.version, score: meanOf(Number(stats.version_sum ?? 0), versionCount), count: versionCount },
    canReview,
    mine,
  };
}

export function createReviewService({ db, now, gate }: ReviewDeps) {
  async function requireReview(reviewId: number, reader: string | null): Promise<ReviewRow> {
    const row = await repo.findReview(db, reviewId, reader);
    if (!row || (row.hidden && row.user_id !== reader)) throw new AppError(ResultCode.reviewNotFound, 404);
    return row;
  }

  return {
    async rating(gameId: number, reader: string | null): Promise<GameRating> {
      const stats = await repo.gameStats(db, gameId);
      if (!stats) throw new AppError(ResultCode.gameNotFound, 404);
      if (reader === null) return toRating(gameId, stats, false, null);
      const [downloaded, mine] = await Promise.all([hasDownloaded(db, reader, gameId), repo.findReviewOf(db, gameId, reader)]);
      return toRating(gameId, stats, downloaded, mine ? toReview(mine, reader) : null);
    },

    async list(gameId: number, reader: string | null, query: PageQuery & { sort?: ReviewSort }): Promise<ReviewPage> {
      const { page, pageSize, offset } = pageWindow(query);
      const [stats, rows] = await Promise.all([
        repo.gameStats(db, gameId),
        repo.reviewPage(db, gameId, reader, query.sort ?? 'helpful', pageSize, offset),
      ]);
      if (!stats) throw new AppError(ResultCode.gameNotFound, 404);
      return { items: rows.map((row) => toReview(row, reader)), total: Number(stats.review_count), page, pageSize };
    },

    /** Writes the player's review of the game, or edits it when there is one (one per player and game). */
    async save(gameId: number, uid: string, body: SaveReviewRequest): Promise<Review> {
      const content = checkedText('content', body.content, REVIEW_LIMITS.contentMaxLength);
      const game = await repo.gameVersion(db, gameId);
      if (!game) throw new AppError(ResultCode.gameNotFound, 404);
      // 409: the request is fine, the player's state (no download yet) is what refuses it.
      if (!(await hasDownloaded(db, uid, gameId))) throw new AppError(ResultCode.reviewNeedsDownload, 409);
      await gate.assertClean(content);
      const before = await repo.findReviewOf(db, gameId, uid);
      // Flood limits for new text only: changing the stars of a review is not another publication.
      const spent = before?.content === content ? [] : await gate.spend('review', uid, content);
      try {
        await db.transaction(async (tx) => {
          const review = { gameId, userId: uid, rating: body.rating, content, version: game.version, at: now() };
          const insertedId = await repo.insertReview(tx, review);
          if (insertedId !== null) {
            await repo.addToStats(tx, gameId, { count: 1, sum: body.rating, stars: starDelta(body.rating, 1), reviews: 1 });
            await repo.addToVersion(tx, gameId, game.version, 1, body.rating);
            return;
          }
          const old = await repo.lockReviewOf(tx, gameId, uid);
          if (!old) throw new AppError(ResultCode.reviewNotFound, 404);
          await repo.updateReview(tx, old.id, review);
          const stars = starDelta(old.rating, -1).map((value, index) => value + (starDelta(body.rating, 1)[index] ?? 0));
          await repo.addToStats(tx, gameId, { count: 0, sum: body.rating - old.rating, stars, reviews: 0 });
          // The review moves to the current version; versions in one order so two edits never wait on each other crosswise.
          const moves = [
            { version: old.game_version, count: -1, sum: -old.rating },
            { version: game.version, count: 1, sum: body.rating },
          ].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
          for (const move of moves) await repo.addToVersion(tx, gameId, move.version, move.count, move.sum);
        });
      } catch (error) {
        await gate.giveBack(spent);
        throw error;
      }
      const saved = await repo.findReviewOf(db, gameId, uid);
      return toReview(saved!, uid);
    },

    async vote(reviewId: number, uid: string, helpful: boolean): Promise<HelpfulResult> {
      const review = await requireReview(reviewId, uid);
      if (review.user_id === uid) throw new AppError(ResultCode.ownReviewVote, 400);
      const helpfulCount = await db.transaction((tx) =>
        helpful ? repo.addVote(tx, reviewId, uid, now()) : repo.removeVote(tx, reviewId, uid),
      );
      return { helpful, helpfulCount };
    },

    /** The developer's reply, pinned under the review (the route admits staff only); an empty text takes it down. */
    async reply(reviewId: number, uid: string, text: string): Promise<Review> {
      const trimmed = text.trim();
      const reply = trimmed === '' ? null : checkedText('content', trimmed, REVIEW_LIMITS.replyMaxLength);
      if (!(await repo.setReply(db, reviewId, reply, reply === null ? null : now()))) throw new AppError(ResultCode.reviewNotFound, 404);
      return toReview((await repo.findReview(db, reviewId, uid))!, uid);
    },

    /** A report counts once per reporter; the square's threshold of distinct reporters hides the review. */
    async report(reviewId: number, uid: string): Promise<{ reported: boolean }> {
      await requireReview(reviewId, uid);
      const threshold = await gate.reportsToHide();
      await db.transaction(async (tx) => {
        if (!(await recordReport(tx, { reporterId: uid, targetType: 'review', targetId: reviewId, at: now() }))) return;
        const hiddenIn = await repo.countReport(tx, reviewId, threshold);
        if (hiddenIn !== null) await repo.addToStats(tx, hiddenIn, { count: 0, sum: 0, stars: [], reviews: -1 });
      });
      return { reported: true };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
