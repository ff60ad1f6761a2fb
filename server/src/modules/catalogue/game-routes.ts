import { GAME_CATEGORIES, type GameDetail, type GameListRequest, type GameListResult, type GameSort } from '@portal/shared/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import type { SessionService } from '../sessions/session-service';
import { findGameDetail, listGames, ownsGame, suggestGames } from './game-repository';
import { DEFAULT_PAGE_SIZE, emptyBodyAsObject, gameDetailRequestSchema, gameListSchema, gameSuggestSchema, MAX_SUGGESTIONS } from './game-schemas';
import { normaliseKeyword } from './pinyin';

export interface CatalogueDeps {
  sessions: SessionService;
}

/** A category by numeric id or slug; absent or empty means "all"; anything else is a 400 naming the field. */
export function resolveCategory(value: number | string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const text = String(value).trim().toLowerCase();
  const category = /^\d+$/.test(text)
    ? GAME_CATEGORIES.find((candidate) => candidate.id === Number(text))
    : GAME_CATEGORIES.find((candidate) => candidate.slug === text);
  if (!category) throw new AppError(ErrorCode.badRequest, 400, '参数错误：category 游戏分类不存在');
  return category.id;
}

function tokenOf(request: FastifyRequest): string {
  const value = request.headers.token;
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The games catalogue (spec §7 Games): list, search suggestions, detail. Public routes. */
export function gameRoutes({ sessions }: CatalogueDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: GameListRequest | undefined }>('/web/game/list', { schema: gameListSchema, preValidation: emptyBodyAsObject }, async (request) => {
      const body = request.body ?? {};
      const page = body.page ?? 1;
      const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
      const { items, total } = await listGames(app.db, {
        categoryId: resolveCategory(body.category),
        keyword: normaliseKeyword(body.keyword),
        sort: (body.sort ?? 'hot') as GameSort,
        page,
        pageSize,
      });
      const result: GameListResult = { items, total, page, pageSize };
      return ok(result);
    });

    app.get<{ Querystring: { keyword?: string } }>('/web/game/suggest', { schema: gameSuggestSchema }, async (request) =>
      ok(await suggestGames(app.db, normaliseKeyword(request.query.keyword), MAX_SUGGESTIONS)),
    );

    app.post<{ Body: { appID: number } }>('/web/game/detail', { schema: gameDetailRequestSchema }, async (request) => {
      const game = await findGameDetail(app.db, request.body.appID);
      if (!game) throw new AppError(ErrorCode.gameNotFound, 404);
      // Public route: a token, if any and valid, only adds "owned"; a guest or a stale token is not an error.
      const token = tokenOf(request);
      const session = token ? await sessions.authenticate(token) : null;
      const detail: GameDetail = { ...game, owned: session ? await ownsGame(app.db, session.userId, game.id) : false };
      return ok(detail);
    });
  };
}
