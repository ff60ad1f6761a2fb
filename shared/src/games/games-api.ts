/**
 * The games calls every app makes (spec §7 Games), one module: the host's header (category
 * previews, search suggestions) and remote_games' pages use the same functions.
 */
import { apiGet, apiPost } from '../api';
import type {
  ClaimedGift,
  DownloadAttributionRequest,
  DownloadResult,
  GameDetail,
  GameListRequest,
  GameListResult,
  GameSuggestion,
  GiftClaimResult,
  GiftPack,
  NewsArticle,
  NewsSummary,
  Paged,
  PlatformType,
} from '../types';

export const getGameList = (request: GameListRequest) => apiPost<GameListResult>('/web/game/list', { ...request });

export const getGameDetail = (appID: number) => apiPost<GameDetail>('/web/game/detail', { appID });

export const suggestGames = (keyword: string) => apiGet<GameSuggestion[]>('/web/game/suggest', { keyword }, { cancelKey: 'game-suggest' });

export const getGiftList = (appID: number) => apiPost<GiftPack[]>('/web/game/detail/giftlist', { appID });

export const claimGift = (giftId: number) => apiPost<GiftClaimResult>('/web/game/gift/claim', { giftId });

export const getMyGifts = (page: number, pageSize = 20) => apiPost<Paged<ClaimedGift>>('/user/game/gifts', { page, pageSize });

export const requestDownloadLink = (gameId: number, platformType: PlatformType) =>
  apiPost<DownloadResult>(`/user/game/download/${gameId}`, { platformType });

export const uploadDownloadAttribution = (request: DownloadAttributionRequest) =>
  apiPost<null>('/user/game/download/upload', { ...request });

export const getNewsList = (page: number, pageSize = 10, gameId?: number) =>
  apiPost<Paged<NewsSummary>>('/web/game/news/list', { page, pageSize, ...(gameId ? { gameId } : {}) });

export const getNewsArticle = (id: number) => apiPost<NewsArticle>('/web/game/news/detail', { id });

/** Gift packs across all games, newest first (page `welfare`). */
export const getAllGifts = (page: number, pageSize = 20) => apiPost<Paged<GiftPack>>('/web/game/gifts/all', { page, pageSize });
