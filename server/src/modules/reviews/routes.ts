import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import type { CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import * as schemas from './schemas';
import type { ReviewService } from './service';

/** Distinct guest review pages (game × sort × page × size) kept at once. */
const CACHED_GUEST_PAGES = 5_000;

export interface ReviewRouteOptions {
  /** How long a guest's review page is answered from memory (CATALOGUE_CACHE_MS; 0: never). */
  guestCacheTtlMs: number;
  /** Milliseconds of the module's clock. */
  clock: () => number;
}

/**
 * Ratings and reviews (issue 18) under /api/v1: reads answer guests too (helpful, mine false),
 * writes need a session, and who is asking comes from the token only. A guest's review page is
 * the same for every guest, so it is kept serialized for a few seconds (like the square's guest
 * feed); players always read fresh — their own review and votes show at once.
 */
export function reviewRoutes(service: ReviewService, options: ReviewRouteOptions) {
  const guestPages = createReadCache<CachedBody>({ ttlMs: options.guestCacheTtlMs, max: CACHED_GUEST_PAGES, now: options.clock });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const optional = { viewer: 'optional' } as const;
    const required = { viewer: 'required' } as const;
    const staff = { viewer: 'staff' } as const;

    api.get('/v1/game/:id/rating', { schema: schemas.ratingSchema, config: optional }, async (request) =>
      ok(await service.rating(request.params.id, request.viewer?.userId ?? null)),
    );
    api.get('/v1/game/:id/review/list', { schema: schemas.reviewListSchema, config: optional }, async (request, reply) => {
      if (request.viewer) return ok(await service.list(request.params.id, request.viewer.userId, request.query));
      const page = await guestPages.get(`${request.params.id}|${JSON.stringify(request.query)}`, async (previous) =>
        keptAnswer(reply, ok(await service.list(request.params.id, null, request.query)), previous),
      );
      return page.send(request, reply);
    });
    api.post('/v1/game/:id/review', { schema: schemas.saveReviewSchema, config: required }, async (request) =>
      ok(await service.save(request.params.id, viewerOf(request).userId, request.body)),
    );
    api.post('/v1/review/:id/helpful', { schema: schemas.helpfulSchema, config: required }, async (request) =>
      ok(await service.vote(request.params.id, viewerOf(request).userId, true)),
    );
    api.delete('/v1/review/:id/helpful', { schema: schemas.unhelpfulSchema, config: required }, async (request) =>
      ok(await service.vote(request.params.id, viewerOf(request).userId, false)),
    );
    api.post('/v1/review/:id/reply', { schema: schemas.replySchema, config: staff }, async (request) =>
      ok(await service.reply(request.params.id, viewerOf(request).userId, request.body.content)),
    );
    api.post('/v1/review/:id/report', { schema: schemas.reportSchema, config: required }, async (request) =>
      ok(await service.report(request.params.id, viewerOf(request).userId)),
    );
  };
}
