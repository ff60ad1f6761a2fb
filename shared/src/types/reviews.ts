/** Ratings, reviews and charts (issue 18): types derived from ../schemas/reviews.ts and ../schemas/charts.ts. */
import type { Static } from '@sinclair/typebox';
import type { ChartEntrySchema, ChartKindSchema, ChartPageSchema } from '../schemas/charts';
import type {
  GameRatingSchema,
  HelpfulResultSchema,
  ReviewPageSchema,
  ReviewReportResultSchema,
  ReviewSchema,
  ReviewSortSchema,
  SaveReviewRequestSchema,
} from '../schemas/reviews';

export type Review = Static<typeof ReviewSchema>;
export type ReviewSort = Static<typeof ReviewSortSchema>;
export type ReviewPage = Static<typeof ReviewPageSchema>;
export type GameRating = Static<typeof GameRatingSchema>;
export type SaveReviewRequest = Static<typeof SaveReviewRequestSchema>;
export type HelpfulResult = Static<typeof HelpfulResultSchema>;
export type ReviewReportResult = Static<typeof ReviewReportResultSchema>;
export type ChartKind = Static<typeof ChartKindSchema>;
export type ChartEntry = Static<typeof ChartEntrySchema>;
export type ChartPage = Static<typeof ChartPageSchema>;
