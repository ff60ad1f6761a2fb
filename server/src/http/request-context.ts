import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Echo the generated request id so a client, a log line and a 500 message can be matched. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
