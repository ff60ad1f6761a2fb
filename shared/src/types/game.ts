/**
 * Games: domain types of the catalogue, gifts, downloads and news modules (spec §1, §3, §7).
 * The API shapes are derived from their one declaration, ../schemas/games.ts.
 */
import type { Static } from '@sinclair/typebox';
import type { PageInfoSchema, PageQuerySchema } from '../schemas/common';
import type {
  ClaimedGiftSchema,
  CoinLedgerEntrySchema,
  DownloadAttributionRequestSchema,
  DownloadRequestSchema,
  DownloadResultSchema,
  GameDetailSchema,
  GameListRequestSchema,
  GameSortSchema,
  GameSuggestionSchema,
  GameSummarySchema,
  GiftClaimResultSchema,
  GiftPackSchema,
  NewsArticleSchema,
  NewsSummarySchema,
} from '../schemas/games';

/** Spec §3 Download type. */
export const DownloadType = { android: 1, ios: 2 } as const;
export type PlatformType = (typeof DownloadType)[keyof typeof DownloadType];

/** onlineType 0 = free direct download; anything else requires purchase (spec §3). */
export const FREE_ONLINE_TYPE = 0;

/** A game as lists show it (spec §3 Game + what a card needs). */
export type GameSummary = Static<typeof GameSummarySchema>;
/** `POST /api/web/game/detail` {appID}: everything a player needs to decide. */
export type GameDetail = Static<typeof GameDetailSchema>;
export type GameSort = Static<typeof GameSortSchema>;
/** `POST /api/web/game/list`: by category (id or slug), by keyword (Chinese, pinyin, initials), sorted, paginated. */
export type GameListRequest = Omit<Static<typeof GameListRequestSchema>, 'category'> & { category?: number | string };
/** The one paging query (page 1-based, pageSize 1–100). */
export type PageQuery = Static<typeof PageQuerySchema>;
/** A page of items: `{ items, total, page, pageSize }` (schema: Paged in ../schemas/common.ts). */
export type Paged<T> = Static<typeof PageInfoSchema> & { items: T[] };
export type GameListResult = Paged<GameSummary>;
/** `GET /api/web/game/suggest?keyword=`: names for the search box. */
export type GameSuggestion = Static<typeof GameSuggestionSchema>;
/** A gift pack of a game (`POST /api/web/game/detail/giftlist` {appID}). */
export type GiftPack = Static<typeof GiftPackSchema>;
/** `POST /api/web/game/gift/claim` {giftId}: the caller's code (the same one on a repeat claim). */
export type GiftClaimResult = Static<typeof GiftClaimResultSchema>;
/** `POST /api/user/game/gifts`: my claimed codes (page `gifts`). */
export type ClaimedGift = Static<typeof ClaimedGiftSchema>;
/** `POST /api/user/game/download/{id}` {platformType}. */
export type DownloadRequest = Static<typeof DownloadRequestSchema>;
export type DownloadResult = Static<typeof DownloadResultSchema>;
/** `POST /api/user/game/download/upload` {channelID, inviteCode}: download attribution. */
export type DownloadAttributionRequest = Static<typeof DownloadAttributionRequestSchema>;
/** Game news (`POST /api/web/game/news/list`, `POST /api/web/game/news/detail` {id}). */
export type NewsSummary = Static<typeof NewsSummarySchema>;
export type NewsArticle = Static<typeof NewsArticleSchema>;
/** One row of the diamond ledger (wallet): every change of a balance. */
export type CoinLedgerEntry = Static<typeof CoinLedgerEntrySchema>;
