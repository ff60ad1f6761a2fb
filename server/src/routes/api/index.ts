import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';

/** Everything under /api. Domain modules register their routes here. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
