import type { FastifyInstance } from 'fastify';
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

/** Collections (游戏单) under /api/v1/collections (issue 18). */
export function collectionRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const prefix = '/v1/collections';

    api.get(prefix, { schema: publicListSchema }, async (request) => ok(await publicCollections(db, request.query)));

    api.get(`${prefix}/mine`, { schema: mineSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await myCollections(db, viewerOf(request).userId, request.query)),
    );

    api.get(`${prefix}/featured`, { schema: featuredSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await featuredCollection(db, request.viewer?.userId ?? null)),
    );

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
