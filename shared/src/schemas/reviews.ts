import { Type } from '@sinclair/typebox';
import { REVIEW_LIMITS } from '../rules/reviews';
import { Id, NullableString, PageQuerySchema, Paged, StringEnum } from './common';

/**
 * Ratings and reviews of a game (issue 18, like TapTap / 好游快爆): 1–5 stars with text, only by
 * players who downloaded the game, one per player and game (writing again edits it), 有用 votes
 * (one per player), the developer's pinned reply (staff). Calls under /api/v1/game/{id}/… and
 * /api/v1/review/{id}/….
 */

const REVIEW_MAX_LENGTH = REVIEW_LIMITS.contentMaxLength;
const REVIEW_REPLY_MAX_LENGTH = REVIEW_LIMITS.replyMaxLength;

export const ReviewSortSchema = StringEnum(['helpful', 'newest'] as const, {
  default: 'helpful',
  description: 'helpful 最有用，newest 最新',
});

export const ReviewAuthorSchema = Type.Object({ uid: Type.String(), name: Type.String(), avatar: Type.String() });

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  author: ReviewAuthorSchema,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  /** The game's version when the review was written or last edited. */
  gameVersion: Type.String({ description: '评价时的游戏版本' }),
  helpfulCount: Type.Integer(),
  /** The reader marked it 有用 (false for guests). */
  helpful: Type.Boolean(),
  mine: Type.Boolean(),
  reply: NullableString({ description: '开发者回复（置顶显示）' }),
  replyAt: NullableString({ description: 'ISO 8601' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601' }),
  edited: Type.Boolean({ description: '发表后修改过' }),
});

/** A score: the mean of the ratings (0 when there are none) and how many. */
export const ScoreSchema = Type.Object({
  score: Type.Number({ description: '平均分 1–5，保留一位小数；无评分时为 0' }),
  count: Type.Integer(),
});

/** `GET /api/v1/game/{id}/rating`: the game's score, its distribution, the latest version's score and the reader's own review. */
export const GameRatingSchema = Type.Object({
  gameId: Type.Integer(),
  ...ScoreSchema.properties,
  /** Ratings of 1, 2, 3, 4, 5 stars, in that order. */
  distribution: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5, description: '1–5 星各有多少条评分' }),
  latestVersion: Type.Object({ version: Type.String(), ...ScoreSchema.properties }),
  /** The reader may write (logged in and downloaded the game). */
  canReview: Type.Boolean(),
  mine: Type.Union([ReviewSchema, Type.Null()]),
});

export const ReviewIdParamsSchema = Type.Object({ id: Id({ description: '评价 id' }) });

export const ReviewListQuerySchema = Type.Object({ ...PageQuerySchema.properties, sort: Type.Optional(ReviewSortSchema) });
export const ReviewPageSchema = Paged(ReviewSchema);

export const SaveReviewRequestSchema = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5, description: '星级 1–5' }),
  content: Type.String({ maxLength: REVIEW_MAX_LENGTH * 2, description: `评价内容，1–${REVIEW_MAX_LENGTH} 个字符` }),
});

export const HelpfulResultSchema = Type.Object({ helpful: Type.Boolean(), helpfulCount: Type.Integer() });

export const ReviewReplyRequestSchema = Type.Object({
  content: Type.String({
    maxLength: REVIEW_REPLY_MAX_LENGTH * 2,
    description: `回复内容，最多 ${REVIEW_REPLY_MAX_LENGTH} 个字符；空字符串撤下回复`,
  }),
});

export const ReviewReportResultSchema = Type.Object({ reported: Type.Boolean() });
