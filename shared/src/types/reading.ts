/**
 * The reading section (spec §1, §2): types derived from their one declaration,
 * ../schemas/reading.ts.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AnimateHomeSchema,
  BookCardSchema,
  BookInfoSchema,
  BookKindSchema,
  BookSortSchema,
  BookStatusSchema,
  ChapterContentSchema,
  ChapterEntrySchema,
  ChapterPurchaseResultSchema,
  ComicPageSchema,
  HistoryEntrySchema,
  LocatorSchema,
  ReadingProgressSchema,
  ReadingTagSchema,
  SaveProgressRequestSchema,
  SaveProgressResultSchema,
  SubscriptionEntrySchema,
} from '../schemas/reading';

export type BookKind = Static<typeof BookKindSchema>;
export type BookStatus = Static<typeof BookStatusSchema>;
export type BookSort = Static<typeof BookSortSchema>;
export type ReadingTag = Static<typeof ReadingTagSchema>;
export type BookCard = Static<typeof BookCardSchema>;
/** `GET /api/v1/reading/book/{id}`: the card plus the viewer's shelf and position. */
export type BookInfo = Static<typeof BookInfoSchema>;
/** Where a reader is: chapter, progression 0–1, a text anchor (novels) or page (comics). */
export type Locator = Static<typeof LocatorSchema>;
export type ReadingProgress = Static<typeof ReadingProgressSchema>;
export type ChapterEntry = Static<typeof ChapterEntrySchema>;
export type ComicPage = Static<typeof ComicPageSchema>;
export type ChapterContent = Static<typeof ChapterContentSchema>;
export type ChapterPurchaseResult = Static<typeof ChapterPurchaseResultSchema>;
export type SaveProgressRequest = Static<typeof SaveProgressRequestSchema>;
export type SaveProgressResult = Static<typeof SaveProgressResultSchema>;
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
export type SubscriptionEntry = Static<typeof SubscriptionEntrySchema>;
export type AnimateHome = Static<typeof AnimateHomeSchema>;
