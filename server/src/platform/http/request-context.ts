import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Echo the generated request id so a client, a log line and a 500 message can be matched. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: no promise per request for one header.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-context' },
);
