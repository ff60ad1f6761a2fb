import type { HealthReport } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { schemaLevel } from '../../db/migrate';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { SERVER_VERSION } from '../../version';

const healthSchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['status', 'database', 'migration', 'version'],
      properties: {
        status: { type: 'string', enum: ['ok'] },
        database: { type: 'string', enum: ['pglite', 'postgres'] },
        migration: { type: 'integer' },
        version: { type: 'string' },
      },
    }),
  },
} as const;

/** GET /api/health: answers only after a real round trip to the database. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: healthSchema }, async () => {
    const report: HealthReport = {
      status: 'ok',
      database: app.db.kind,
      migration: await schemaLevel(app.db),
      version: SERVER_VERSION,
    };
    return ok(report);
  });
}
