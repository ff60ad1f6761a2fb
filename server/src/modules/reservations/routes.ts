import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import {
  badgeSchema,
  launchSchema,
  myReservationsSchema,
  reserveSchema,
  seenSchema,
  stateSchema,
  unreserveSchema,
  upcomingListSchema,
} from './schemas';
import {
  launchGame,
  markLaunchesSeen,
  myReservations,
  reservationBadge,
  reservationState,
  reserve,
  unreserve,
  upcomingGames,
} from './service';

/** Pre-registration under /api/v1 (issue 18). */
export function reservationRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.get('/v1/games/upcoming', { schema: upcomingListSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await upcomingGames(db, request.viewer?.userId ?? null, request.query)),
    );

    api.get('/v1/games/:id/reservation', { schema: stateSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await reservationState(db, request.params.id, request.viewer?.userId ?? null)),
    );

    api.post('/v1/games/:id/reservation', { schema: reserveSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await reserve(db, viewerOf(request).userId, request.params.id, now())),
    );

    api.delete('/v1/games/:id/reservation', { schema: unreserveSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await unreserve(db, viewerOf(request).userId, request.params.id)),
    );

    api.post('/v1/games/:id/launch', { schema: launchSchema, config: { viewer: 'staff' } }, async (request) =>
      ok(await launchGame(db, request.params.id, now())),
    );

    api.get('/v1/reservations/mine', { schema: myReservationsSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await myReservations(db, viewerOf(request).userId, request.query)),
    );

    api.get('/v1/reservations/badge', { schema: badgeSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await reservationBadge(db, viewerOf(request).userId)),
    );

    api.post('/v1/reservations/seen', { schema: seenSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await markLaunchesSeen(db, viewerOf(request).userId)),
    );
  };
}
