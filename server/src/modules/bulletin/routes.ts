import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { latestBulletinSchema } from './schemas';
import { latestBulletin } from './service';

/** POST /api/bulletin/latest {posType}: public. */
export function bulletinRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).post('/bulletin/latest', { schema: latestBulletinSchema }, async (request) =>
      ok(await latestBulletin(db, request.body?.posType ?? 1, now())),
    );
  };
}
