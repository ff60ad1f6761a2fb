import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PATH } from './api-docs';

/**
 * Helmet's headers for what a browser opens as a page or loads as a file. The strict default
 * CSP fits files; the host page replaces it with a per-request policy (hashes + remote origins,
 * see static/content-security-policy.ts). `upgrade-insecure-requests` is dropped because
 * remotes may legitimately be served over plain http on a LAN or in development.
 */
const DOCUMENT_OPTIONS: HelmetOptions = {
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

const DOCUMENT_HEADERS = helmetHeaders(DOCUMENT_OPTIONS);

/**
 * An API answer (JSON, or the event stream) is read by the portal's own scripts and never shown
 * as a page, so it carries the set the OWASP REST Security Cheat Sheet names for APIs: nothing
 * may be loaded by it or frame it (`default-src 'none'; frame-ancestors 'none'`, DENY), no type
 * sniffing, HTTPS only, and no other origin may embed it (CORP). Helmet's other headers
 * (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) govern documents; on every API answer
 * they were 6 of 13 headers, written and validated each time (a game's detail: headers 865 → 490
 * bytes with the page CSP shortened too; node:http sending that body with the shorter set was
 * 7–26 % faster, README "API speed").
 */
const API_HEADERS: Array<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
  ...DOCUMENT_HEADERS.filter(([name]) =>
    ['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options'].includes(name),
  ),
];

/** `/api/…` answers data, except the browsable API document, which is a page. */
const answersData = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);

function setAll(response: ServerResponse, headers: Array<[string, string]>): void {
  for (const [name, value] of headers) response.setHeader(name, value);
}

/** A route whose schema says it answers HTML (`htmlRouteSchema`: a provider's checkout) is a page. */
function answersPage(schema: unknown): boolean {
  const produces = (schema as { produces?: unknown } | undefined)?.produces;
  return Array.isArray(produces) && produces.includes('text/html');
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // Set on the raw response, as helmet does, so a later reply.header (the host page's CSP,
    // the remotes' cross-origin CORP) still wins.
    app.addHook('onRequest', (request, reply, done) => {
      setAll(reply.raw, answersData(request.url) ? API_HEADERS : DOCUMENT_HEADERS);
      done();
    });
    // A page under /api/ (the sandbox's checkout) gets a page's headers, not the API's, whose
    // `default-src 'none'` would leave it unstyled: its own hook runs after the one above.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || !answersPage(route.schema)) return;
      const pageHeaders = (_request: unknown, reply: { raw: ServerResponse }, done: () => void) => {
        setAll(reply.raw, DOCUMENT_HEADERS);
        done();
      };
      route.onRequest = [pageHeaders, ...(route.onRequest === undefined ? [] : [route.onRequest].flat())];
    });
  },
  { name: 'security-headers' },
);
