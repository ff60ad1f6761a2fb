import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import type { CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { chartSchema } from './schemas';
import { chart } from './service';

/** Distinct chart pages (chart × category × page × size) kept at once. */
const CACHED_PAGES = 2_000;

/**
 * GET /api/v1/chart/{kind}: a page of a computed chart. A chart is the same for everyone and
 * changes once per batch (minutes), so its pages are kept serialized for CATALOGUE_CACHE_MS like
 * the catalogue's: under load a page costs its queries once per period (bench:reviews).
 */
export function chartRoutes({ db, now, config }: ModuleContext) {
  const pages = createReadCache<CachedBody>({ ttlMs: config.catalogue.cacheTtlMs, max: CACHED_PAGES, now: () => now().getTime() });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.get('/v1/chart/:kind', { schema: chartSchema }, async (request, reply) => {
      const { kind } = request.params;
      const page = await pages.get(`${kind}|${JSON.stringify(request.query)}`, async (previous) =>
        keptAnswer(reply, ok(await chart(db, kind, request.query)), previous),
      );
      return page.send(request, reply);
    });
  };
}
