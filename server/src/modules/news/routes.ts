import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import { AppError } from '../../platform/http/app-error';
import type { CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { pageWindow } from '../../platform/http/paging';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { newsDetailSchema, newsListSchema } from './schemas';
import { ARTICLE_NOT_FOUND, findArticle, newsPage } from './service';

/** Distinct news pages and articles kept in memory: players read the first pages and the latest articles. */
const CACHED_PAGES = 500;
const CACHED_ARTICLES = 2000;

/**
 * Game news (spec §7 Games): a list newest first, and one article with its HTML. Public, the
 * same for everyone: kept serialized like the game lists (CATALOGUE_CACHE_MS), and read from
 * the replica when there is one.
 */
export function newsRoutes({ db, config, now }: ModuleContext) {
  const clock = () => now().getTime();
  const pages = createReadCache<CachedBody>({ ttlMs: config.catalogue.cacheTtlMs, max: CACHED_PAGES, now: clock });
  // null: no such article (kept too, so probing ids costs no query either).
  const articles = createReadCache<CachedBody | null>({ ttlMs: config.catalogue.cacheTtlMs, max: CACHED_ARTICLES, now: clock });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    // frontCache: a repeat is answered before Fastify (platform/http/front-cache.ts), for no
    // longer than these caches keep it.
    api.post('/web/game/news/list', { schema: newsListSchema, config: { frontCache: true } }, async (request, reply) => {
      const body = request.body ?? {};
      const { page, pageSize } = pageWindow(body);
      const key = JSON.stringify([page, pageSize, body.gameId ?? null]);
      const answer = await pages.get(key, async (previous) => keptAnswer(reply, ok(await newsPage(db.read, body)), previous));
      return answer.send(request, reply.keepInFront(pages.servedUntil(key)));
    });
    api.post('/web/game/news/detail', { schema: newsDetailSchema, config: { frontCache: true } }, async (request, reply) => {
      const key = String(request.body.id);
      const answer = await articles.get(key, async (previous) => {
        const article = await findArticle(db.read, request.body.id);
        return article ? keptAnswer(reply, ok(article), previous ?? undefined) : null;
      });
      if (!answer) throw new AppError(ResultCode.notFound, 404, ARTICLE_NOT_FOUND);
      return answer.send(request, reply.keepInFront(articles.servedUntil(key)));
    });
  };
}
