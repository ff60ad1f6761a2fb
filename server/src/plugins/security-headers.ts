import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's headers on every response. The strict default CSP fits JSON and files; the
 * host page replaces it with a per-request policy (nonce + remote origins, see
 * static/content-security-policy.ts). `upgrade-insecure-requests` is dropped because
 * remotes may legitimately be served over plain http on a LAN or in development.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { upgradeInsecureRequests: null },
      },
    });
  },
  { name: 'security-headers' },
);
