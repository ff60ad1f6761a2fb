import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { checkInSchema, checkinStatusSchema, makeUpSchema } from './schemas';
import { checkIn, checkinStatus, makeUp } from './service';

/** Check-in under /api/checkin (issue 14; the spec shows no calls). The day is never the client's. */
export function checkinRoutes({ db, now, events }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.get('/checkin', { schema: checkinStatusSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await checkinStatus(db, viewerOf(request).userId, now())),
    );

    api.post('/checkin', { schema: checkInSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await checkIn(db, events, viewerOf(request).userId, now())),
    );

    api.post('/checkin/makeup', { schema: makeUpSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await makeUp(db, viewerOf(request).userId, request.body.day, now())),
    );
  };
}
