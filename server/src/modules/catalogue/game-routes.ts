import { GAME_CATEGORIES, type GameDetail, type GameListRequest, type GameListResult, type GameSort } from '@portal/shared/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadCache } from '../../platform/cache/read-cache';
import { AppError } from '../../platform/http/app-error';
import { CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import type { SessionService } from '../../platform/sessions/session-service';
import { findGameDetail, listGames, ownsGame, suggestGames } from './game-repository';
import {
  DEFAULT_PAGE_SIZE,
  emptyBodyAsObject,
  gameDetailRequestSchema,
  gameListSchema,
  gameSuggestSchema,
  MAX_SUGGESTIONS,
} from './game-schemas';
import { normaliseKeyword } from './pinyin';

export interface CatalogueDeps {
  sessions: SessionService;
  /** CATALOGUE_CACHE_MS: list pages and details are answered from memory this long (0: never). */
  cacheTtlMs: number;
}

/** Distinct list queries and game details kept in memory; the hot ones are a small set. */
const CACHED_LISTS = 2000;
const CACHED_DETAILS = 5000;

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

function tokenOf(request: FastifyRequest): string {
  const value = request.headers.token;
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A detail as kept in memory (null: no such game): the game, and the guest's answer serialized. */
type CachedDetail = { game: GameDetail; guestBody: CachedBody } | null;

/** The route's own serializer, so the kept bytes are exactly what the route would send. */
function serialized(reply: FastifyReply, payload: unknown): CachedBody {
  return CachedBody.of(reply.serialize(payload) as string);
}

/**
 * The games catalogue (spec §7 Games): list, search suggestions, detail. Public routes.
 * List pages and guests' details are kept serialized, with compressed twins (CachedBody): a
 * cache hit costs no query, no serialization, no encoding and no compression.
 */
export function gameRoutes({ sessions, cacheTtlMs }: CatalogueDeps) {
  const lists = createReadCache<CachedBody>({ ttlMs: cacheTtlMs, max: CACHED_LISTS });
  const details = createReadCache<CachedDetail>({ ttlMs: cacheTtlMs, max: CACHED_DETAILS });
  return async (app: FastifyInstance) => {
    app.post<{ Body: GameListRequest | undefined }>(
      '/web/game/list',
      { schema: gameListSchema, preValidation: emptyBodyAsObject },
      async (request, reply) => {
        const body = request.body ?? {};
        const query = {
          categoryId: resolveCategory(body.category),
          keyword: normaliseKeyword(body.keyword),
          sort: (body.sort ?? 'hot') as GameSort,
          page: body.page ?? 1,
          pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
        };
        const payload = await lists.get(JSON.stringify(query), async () => {
          const { items, total } = await listGames(app.db, query);
          const result: GameListResult = { items, total, page: query.page, pageSize: query.pageSize };
          return serialized(reply, ok(result));
        });
        return payload.send(request, reply);
      },
    );

    app.get<{ Querystring: { keyword?: string } }>('/web/game/suggest', { schema: gameSuggestSchema }, async (request) =>
      ok(await suggestGames(app.db, normaliseKeyword(request.query.keyword), MAX_SUGGESTIONS)),
    );

    app.post<{ Body: { appID: number } }>('/web/game/detail', { schema: gameDetailRequestSchema }, async (request, reply) => {
      const cached = await details.get(String(request.body.appID), async () => {
        const found = await findGameDetail(app.db, request.body.appID);
        if (!found) return null;
        const guest: GameDetail = { ...found, owned: false };
        return { game: guest, guestBody: serialized(reply, ok(guest)) };
      });
      if (!cached) throw new AppError(ResultCode.gameNotFound, 404);
      const { game, guestBody } = cached;
      // Public route: a token, if any and valid, only adds "owned"; a guest or a stale token is not an error.
      const token = tokenOf(request);
      const session = token ? await sessions.authenticate(token) : null;
      if (!session) return guestBody.send(request, reply);
      return ok({ ...game, owned: await ownsGame(app.db, session.userId, game.id) });
    });
  };
}
