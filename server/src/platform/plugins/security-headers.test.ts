import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../../test/config';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildApp } from '../../app';
import { API_DOCS_PATH } from './api-docs';

/** Headers that only a document (a page a person opens) needs. */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection'];

describe.each(databaseKinds.slice(0, 1))('security headers on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives an API answer the API set: nothing loads from it or frames it, no sniffing, HTTPS, same origin', async () => {
    for (const response of [
      await app.inject({ url: '/api/health' }),
      await app.inject({ method: 'POST', url: '/api/web/game/detail', payload: { appID: 'x' } }),
      await app.inject({ url: '/api/no-such-route' }),
    ]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeUndefined();
    }
  });

  it("gives a page under /api/ (the sandbox checkout) a page's headers, so its styles still apply", async () => {
    const response = await app.inject({ url: '/api/payments/sandbox/checkout/R0000000000000000/not-a-ticket' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("style-src 'self' https: 'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeDefined();
  });

  it("gives the browsable API document and the site's other pages the document set", async () => {
    const docs = await app.inject({ url: API_DOCS_PATH + '/' });
    expect(docs.statusCode).toBe(200);
    const notFound = await app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    for (const response of [docs, notFound]) {
      expect(response.headers['content-security-policy']).not.toContain("default-src 'none'");
      for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeDefined();
    }
  });
});
