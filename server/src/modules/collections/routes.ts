import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import type { CachedBody } from '../../platform/http/cached-body';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import {
  createSchema,
  deleteSchema,
  detailSchema,
  featuredSchema,
  likeSchema,
  mineSchema,
  publicListSchema,
  unlikeSchema,
  updateSchema,
} from './schemas';
import {
  collection,
  createCollection,
  deleteCollection,
  featuredCollection,
  likeCollection,
  myCollections,
  publicCollections,
  updateCollection,
} from './service';

/**
 * Collections (游戏单) under /api/v1/collections (issue 18). The featured collection a guest sees
 * (nothing liked) is the same for every guest and on every render of the home page, so it is
 * kept serialized for CATALOGUE_CACHE_MS like the catalogue's lists; a player's is read fresh.
 */
export function collectionRoutes({ db, now, config }: ModuleContext) {
  const guestFeatured = createReadCache<CachedBody>({ ttlMs: config.catalogue.cacheTtlMs, max: 1, now: () => now().getTime() });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const prefix = '/v1/collections';

    api.get(prefix, { schema: publicListSchema }, async (request) => ok(await publicCollections(db, request.query)));

    api.get(`${prefix}/mine`, { schema: mineSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await myCollections(db, viewerOf(request).userId, request.query)),
    );

    api.get(`${prefix}/featured`, { schema: featuredSchema, config: { viewer: 'optional' } }, async (request, reply) => {
      if (request.viewer) return ok(await featuredCollection(db, request.viewer.userId));
      const featured = await guestFeatured.get('guest', async (previous) =>
        keptAnswer(reply, ok(await featuredCollection(db, null)), previous),
      );
      return featured.send(request, reply);
    });

    api.get(`${prefix}/:id`, { schema: detailSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await collection(db, request.params.id, request.viewer?.userId ?? null)),
    );

    api.post(prefix, { schema: createSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await createCollection(db, viewerOf(request).userId, request.body, now())),
    );

    api.post(`${prefix}/:id`, { schema: updateSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await updateCollection(db, viewerOf(request).userId, request.params.id, request.body, now())),
    );

    api.delete(`${prefix}/:id`, { schema: deleteSchema, config: { viewer: 'required' } }, async (request) => {
      await deleteCollection(db, viewerOf(request).userId, request.params.id);
      return ok(null);
    });

    api.post(`${prefix}/:id/like`, { schema: likeSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await likeCollection(db, viewerOf(request).userId, request.params.id, true, now())),
    );

    api.delete(`${prefix}/:id/like`, { schema: unlikeSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await likeCollection(db, viewerOf(request).userId, request.params.id, false, now())),
    );
  };
}
