import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { addVersionSchema, followedListSchema, followSchema, followStateSchema, unfollowSchema, versionLogSchema } from './schemas';
import { addVersion, follow, followedGames, followState, unfollow, versionLog } from './service';

/** Follows and the update log under /api/v1 (issue 18). */
export function gameFollowRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.get('/v1/games/followed', { schema: followedListSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await followedGames(db, viewerOf(request).userId, request.query)),
    );

    api.get('/v1/games/:id/follow', { schema: followStateSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await followState(db, request.params.id, request.viewer?.userId ?? null)),
    );

    api.post('/v1/games/:id/follow', { schema: followSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await follow(db, viewerOf(request).userId, request.params.id, now())),
    );

    api.delete('/v1/games/:id/follow', { schema: unfollowSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await unfollow(db, viewerOf(request).userId, request.params.id)),
    );

    api.get('/v1/games/:id/versions', { schema: versionLogSchema }, async (request) =>
      ok(await versionLog(db, request.params.id, request.query)),
    );

    api.post('/v1/games/:id/versions', { schema: addVersionSchema, config: { viewer: 'staff' } }, async (request) =>
      ok(await addVersion(db, request.params.id, request.body, now())),
    );
  };
}
