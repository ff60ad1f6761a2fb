/**
 * Games: domain types and the API shapes of the `games` module (spec §1, §3, §7), declared once
 * for the server's schemas and every client.
 */

/** Spec §3 Download type. */
export const DownloadType = { android: 1, ios: 2 } as const;
export type PlatformType = (typeof DownloadType)[keyof typeof DownloadType];

/** onlineType 0 = free direct download; anything else requires purchase (spec §3). */
export const FREE_ONLINE_TYPE = 0;

/** A game as lists show it (spec §3 Game + what a card needs). */
export interface GameSummary {
  /** id and appID are the same number (spec: "id or appID"). */
  id: number;
  appID: number;
  name: string;
  /** A JSON array of image URLs, as a string; the first is shown (spec §3). */
  banners: string;
  icon: string;
  summary: string;
  categoryId: number;
  tags: string[];
  isIos: boolean;
  isAndroid: boolean;
  isH5: boolean;
  /** 0 free; otherwise paid. */
  onlineType: number;
  /** Price in X钻. */
  buyAmount: number;
  downloadCount: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** `POST /api/web/game/detail` {appID}: everything a player needs to decide. */
export interface GameDetail extends GameSummary {
  description: string;
  screenshots: string[];
  developer: string;
  version: string;
  /** Package size in bytes. */
  packageSize: number;
  /** 版号 — the publishing licence number. */
  licenceNumber: string;
  /** 适龄 — age rating, e.g. 12+. */
  ageRating: string;
  permissions: string[];
  privacyPolicyUrl: string;
  /** For the logged-in caller: the game was bought already (later downloads are free). */
  owned: boolean;
}

export type GameSort = 'hot' | 'new';

/** `POST /api/web/game/list`: by category (id or slug), by keyword (Chinese, pinyin, initials), sorted, paginated. */
export interface GameListRequest {
  category?: number | string;
  keyword?: string;
  sort?: GameSort;
  /** 1-based. */
  page?: number;
  /** 1–50, default 20. */
  pageSize?: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type GameListResult = Paged<GameSummary>;

/** `GET /api/web/game/suggest?keyword=`: names for the search box. */
export interface GameSuggestion {
  id: number;
  name: string;
  icon: string;
}

/** A gift pack of a game (`POST /api/web/game/detail/giftlist` {appID}). */
export interface GiftPack {
  id: number;
  gameId: number;
  gameName: string;
  gameIcon: string;
  name: string;
  /** What the pack contains, e.g. 钻石×100、金币×5000. */
  content: string;
  /** How to redeem it in the game. */
  usage: string;
  /** Codes left in the pool. */
  remaining: number;
  total: number;
  /** ISO 8601; null = no end. */
  expiresAt: string | null;
  /** The code the caller already claimed, if logged in and claimed. */
  claimedCode: string | null;
}

/** `POST /api/web/game/gift/claim` {giftId}: the caller's code (the same one on a repeat claim). */
export interface GiftClaimResult {
  giftId: number;
  code: string;
  /** False when this is a repeat claim returning the earlier code. */
  newlyClaimed: boolean;
}

/** `POST /api/user/game/gifts`: my claimed codes (page `gifts`). */
export interface ClaimedGift {
  giftId: number;
  gameId: number;
  gameName: string;
  gameIcon: string;
  name: string;
  code: string;
  claimedAt: string;
}

/** `POST /api/user/game/download/{id}` {platformType}. */
export interface DownloadRequest {
  platformType: PlatformType;
}

export interface DownloadResult {
  /** The download link (spec §5: must be non-empty and start with http). */
  url: string;
  /** X钻 charged by this call (0 for free, member, or already owned). */
  charged: number;
  /** Why it cost what it cost. */
  access: 'free' | 'member' | 'owned' | 'purchased';
  /** The caller's balance after the call. */
  coinNum: number;
}

/** `POST /api/user/game/download/upload` {channelID, inviteCode}: download attribution. */
export interface DownloadAttributionRequest {
  appID?: number;
  gameId?: number;
  platformType?: PlatformType;
  channelID: string;
  inviteCode?: string;
}

/** Game news (`POST /api/web/game/news/list`, `POST /api/web/game/news/detail` {id}). */
export interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  gameId: number | null;
  publishedAt: string;
}

export interface NewsArticle extends NewsSummary {
  /** Article HTML (sanitised by the client before rendering). */
  content: string;
}

/** One row of the diamond ledger (wallet): every change of a balance. */
export interface CoinLedgerEntry {
  id: number;
  /** Positive credit, negative debit. */
  amount: number;
  reason: 'recharge' | 'purchase' | 'vip' | 'grant' | 'refund';
  /** What the change refers to, e.g. game:1001, order:42. */
  reference: string;
  balanceAfter: number;
  createdAt: string;
}
