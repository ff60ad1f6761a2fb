import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { healthSchema } from './schemas';
import { healthReport } from './service';

/** GET /api/health: answers only after a real round trip to the database. */
export function healthRoutes({ db }: ModuleContext) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).get('/health', { schema: healthSchema }, async () => ok(await healthReport(db, app.composition)));
  };
}
