import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import type { CachedBody } from '../../platform/http/cached-body';
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

/** Distinct guest pages of upcoming games kept at once. */
const CACHED_GUEST_PAGES = 200;

/**
 * Pre-registration under /api/v1 (issue 18). A guest's page of upcoming games is the same for
 * every guest (nothing reserved), and the home page's every render asks for it, so it is kept
 * serialized for CATALOGUE_CACHE_MS like the catalogue's lists; a player's page (their own 已预约
 * marks) is always read fresh.
 */
export function reservationRoutes({ db, now, config }: ModuleContext) {
  const guestPages = createReadCache<CachedBody>({
    ttlMs: config.catalogue.cacheTtlMs,
    max: CACHED_GUEST_PAGES,
    now: () => now().getTime(),
  });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.get('/v1/games/upcoming', { schema: upcomingListSchema, config: { viewer: 'optional' } }, async (request, reply) => {
      if (request.viewer) return ok(await upcomingGames(db, request.viewer.userId, request.query));
      const page = await guestPages.get(JSON.stringify(request.query), async (previous) =>
        keptAnswer(reply, ok(await upcomingGames(db, null, request.query)), previous),
      );
      return page.send(request, reply);
    });

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
