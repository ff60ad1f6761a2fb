import { MAX_SUGGESTIONS } from '@portal/shared/schemas';
import { GAME_CATEGORIES, type GameDetail, type GameListRequest, type GameSuggestion, ResultCode } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { normaliseKeyword } from './pinyin';
import { findGameDetail, type GameListQuery, ownsGame, suggestGames } from './repository';

/** A category by numeric id or slug; absent or empty means "all"; anything else is a 400 naming the field. */
export function resolveCategory(value: number | string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const text = String(value).trim().toLowerCase();
  const category = /^\d+$/.test(text)
    ? GAME_CATEGORIES.find((candidate) => candidate.id === Number(text))
    : GAME_CATEGORIES.find((candidate) => candidate.slug === text);
  if (!category) throw new AppError(ResultCode.badRequest, 400, '参数错误：category 游戏分类不存在');
  return category.id;
}

/** The database query of a list request: category resolved, keyword normalised, page clamped. */
export function gameListQuery(request: GameListRequest): GameListQuery {
  const { page, pageSize } = pageWindow(request);
  return {
    categoryId: resolveCategory(request.category),
    keyword: normaliseKeyword(request.keyword),
    sort: request.sort ?? 'hot',
    page,
    pageSize,
  };
}

export function gameSuggestions(db: Queryable, keyword: string | undefined): Promise<GameSuggestion[]> {
  return suggestGames(db, normaliseKeyword(keyword), MAX_SUGGESTIONS);
}

/** A game's detail as a guest sees it (owned false), or null. */
export async function guestGameDetail(db: Queryable, id: number): Promise<GameDetail | null> {
  const found = await findGameDetail(db, id);
  return found ? { ...found, owned: false } : null;
}

/** The detail for a logged-in player: whether they bought it already. */
export async function playerGameDetail(db: Queryable, game: GameDetail, userId: string): Promise<GameDetail> {
  return { ...game, owned: await ownsGame(db, userId, game.id) };
}
