import type { Tag } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../platform/http/envelope';

const tagListSchema = {
  response: {
    200: envelopeSchema({
      type: 'array',
      items: { type: 'object', required: ['id', 'tag'], properties: { id: { type: 'integer' }, tag: { type: 'string' } } },
    }),
  },
} as const;

/** GET /api/v1/square/tag/list — spec §3 Tag, in the editors' order. */
export async function squareTagRoutes(app: FastifyInstance) {
  app.get('/v1/square/tag/list', { schema: tagListSchema }, async () => {
    const tags = await app.db.query<Tag>('SELECT id, tag FROM square_tags ORDER BY sort, id');
    return ok(tags);
  });
}
