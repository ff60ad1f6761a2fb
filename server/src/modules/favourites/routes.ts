import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { addFavoriteSchema, favoriteListSchema, favoriteStatusSchema, removeFavoriteSchema } from './schemas';
import { addFavorite, favoriteList, favoriteStatus, removeFavorite } from './service';

/** Favourites under /api/favorite (issue 14): every call is the viewer's own. */
export function favoriteRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const prefix = '/favorite';

    api.post(`${prefix}/add`, { schema: addFavoriteSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await addFavorite(db, viewerOf(request).userId, request.body.kind, request.body.id, now())),
    );

    api.post(`${prefix}/remove`, { schema: removeFavoriteSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await removeFavorite(db, viewerOf(request).userId, request.body.kind, request.body.id)),
    );

    api.get(`${prefix}/list`, { schema: favoriteListSchema, config: { viewer: 'required' } }, async (request) => {
      const { kind, ...page } = request.query;
      return ok(await favoriteList(db, viewerOf(request).userId, kind, page));
    });

    api.get(`${prefix}/status`, { schema: favoriteStatusSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await favoriteStatus(db, viewerOf(request).userId, request.query.kind, request.query.ids)),
    );
  };
}
