import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import { AppError } from '../../platform/http/app-error';
import type { CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { listGames } from './repository';
import { gameDetailSchema, gameListSchema, gameSuggestSchema } from './schemas';
import { gameListQuery, gameSuggestions, guestGameDetail, playerGameDetail } from './service';
import type { GameDetail } from '@portal/shared/types';

/** Distinct list queries and game details kept in memory; the hot ones are a small set. */
const CACHED_LISTS = 2000;
const CACHED_DETAILS = 5000;

/** A detail as kept in memory (null: no such game): the game, and the guest's answer serialized. */
type CachedDetail = { game: GameDetail; guestBody: CachedBody } | null;

/**
 * The games catalogue (spec §7 Games): list, search suggestions, detail. Public routes.
 * List pages and guests' details are kept serialized, with compressed twins (CachedBody): a
 * cache hit costs no query, no serialization, no encoding and no compression.
 * CATALOGUE_CACHE_MS: how long they are kept (0: never). Catalogue reads go to the read
 * replica when there is one (db.read); whether a player owns a game is theirs and just
 * written, so it is read from the primary.
 */
export function gameRoutes({ db, config, now }: ModuleContext) {
  const clock = () => now().getTime();
  const lists = createReadCache<CachedBody>({ ttlMs: config.catalogue.cacheTtlMs, max: CACHED_LISTS, now: clock });
  const details = createReadCache<CachedDetail>({ ttlMs: config.catalogue.cacheTtlMs, max: CACHED_DETAILS, now: clock });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    // compress: false — a list page is always a CachedBody, which sends its own kept compressed
    // twin; @fastify/compress's per-request hooks would only find nothing to do.
    // frontCache: a guest's repeat of a kept page or detail is answered before Fastify
    // (platform/http/front-cache.ts), for no longer than these caches keep it.
    api.post('/web/game/list', { schema: gameListSchema, compress: false, config: { frontCache: true } }, async (request, reply) => {
      const query = gameListQuery(request.body ?? {});
      const key = JSON.stringify(query);
      const payload = await lists.get(key, async (previous) => {
        const { items, total } = await listGames(db.read, query);
        return keptAnswer(reply, ok({ items, total, page: query.page, pageSize: query.pageSize }), previous);
      });
      return payload.send(request, reply.keepInFront(lists.servedUntil(key)));
    });

    api.get('/web/game/suggest', { schema: gameSuggestSchema }, async (request) =>
      ok(await gameSuggestions(db.read, request.query.keyword)),
    );

    // Public route: a token, if any and valid, only adds "owned"; a guest or a stale token is not an error.
    const detailOptions = { schema: gameDetailSchema, config: { viewer: 'optional' as const, frontCache: true } };
    api.post('/web/game/detail', detailOptions, async (request, reply) => {
      const key = String(request.body.appID);
      const cached = await details.get(key, async (previous) => {
        const game = await guestGameDetail(db.read, request.body.appID);
        return game ? { game, guestBody: keptAnswer(reply, ok(game), previous?.guestBody) } : null;
      });
      if (!cached) throw new AppError(ResultCode.gameNotFound, 404);
      if (!request.viewer) return cached.guestBody.send(request, reply.keepInFront(details.servedUntil(key)));
      return ok(await playerGameDetail(db, cached.game, request.viewer.userId));
    });
  };
}
