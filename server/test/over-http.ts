import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The app listening on a free port, and a POST to it over real HTTP: what reaches the node:http
 * listener first (the front cache), which `app.inject()` goes around.
 */
export async function overHttp(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    post: (route: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}
