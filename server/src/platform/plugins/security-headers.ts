import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every response. The strict default CSP fits JSON and files; the
 * host page replaces it with a per-request policy (nonce + remote origins, see
 * static/content-security-policy.ts). `upgrade-insecure-requests` is dropped because
 * remotes may legitimately be served over plain http on a LAN or in development.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: true, directives: { upgradeInsecureRequests: null } },
};

/**
 * The headers helmet writes, computed once. They do not depend on the request, and
 * @fastify/helmet rebuilt helmet (parsing the CSP directives again) for every request: a
 * measurable share of a cached API answer (bench/api.mjs).
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: (name: string) => {
      const index = headers.findIndex(([key]) => key === name.toLowerCase());
      if (index >= 0) headers.splice(index, 1);
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders(OPTIONS);
    // Set on the raw response, as helmet does, so a later reply.header (the host page's CSP,
    // the remotes' cross-origin CORP) still wins.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
