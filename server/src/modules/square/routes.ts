import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { tagListSchema } from './schemas';
import { squareTags } from './service';

/** The square's calls under /api/v1/square (spec §7 Square). */
export function squareRoutes({ db }: ModuleContext) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).get('/v1/square/tag/list', { schema: tagListSchema }, async () => ok(await squareTags(db)));
  };
}
