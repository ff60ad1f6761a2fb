import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../../test/config';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildApp } from '../../app';
import { API_DOCS_PATH } from './api-docs';

interface RouteRecord {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { summary?: string; responses?: Record<string, unknown>; requestBody?: unknown; security?: unknown }>
  >;
}

/** Fastify's path syntax (`:id`, `*`) → OpenAPI's (`{id}`, `{*}`). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe.each(databaseKinds.slice(0, 1))('the API document on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives every /api route a summary, its inputs and an answer for 200, 4xx and 5xx, and publishes it at /api/docs', async () => {
    const document = (await app.inject({ url: `${API_DOCS_PATH}/json` })).json<OpenApiDocument>();
    const registered = collectApiRoutes(app);
    expect(registered.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of registered) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation?.summary) missing.push(`${route.method} ${route.url}: not in /api/docs or no summary`);
      const schema = route.schema ?? {};
      const response = schema.response as Record<string, unknown> | undefined;
      if (!response?.['200'] && !response?.['303']) missing.push(`${route.method} ${route.url}: no 200 response schema`);
      if (route.url.includes(':') && !schema.params) missing.push(`${route.method} ${route.url}: no params schema`);
    }
    expect(missing).toEqual([]);
  });

  it('serves the browsable page at /api/docs', async () => {
    const page = await app.inject({ url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });

  it('marks the routes that need a login with the token header', async () => {
    const document = (await app.inject({ url: `${API_DOCS_PATH}/json` })).json<OpenApiDocument>();
    expect(document.paths['/api/user/center/me']?.post?.security).toEqual([{ token: [] }]);
    expect(document.paths['/api/web/game/list']?.post?.security).toBeUndefined();
  });

  it("names each route's viewer rule: a token alone, or a token or none (OpenAPI's optional security)", async () => {
    const document = (await app.inject({ url: `${API_DOCS_PATH}/json` })).json<OpenApiDocument>();
    const rule = (path: string, method = 'post') => {
      const operation = document.paths[path]?.[method] as { security?: unknown; 'x-viewer'?: unknown } | undefined;
      return { security: operation?.security, viewer: operation?.['x-viewer'] };
    };
    expect(rule('/api/user/center/me')).toEqual({ security: [{ token: [] }], viewer: 'required' });
    expect(rule('/api/web/game/detail')).toEqual({ security: [{ token: [] }, {}], viewer: 'optional' });
    expect(rule('/api/user/game/download/{id}')).toEqual({ security: [{ token: [] }, {}], viewer: 'checked' });
  });

  it('documents the multipart body of the avatar upload (field file)', async () => {
    const document = (await app.inject({ url: `${API_DOCS_PATH}/json` })).json<OpenApiDocument>();
    expect(document.paths['/api/user/center/uploadAvatar']?.post?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    });
  });
});

/** The routes under /api the app answers (the document's own routes are not part of the API). */
function collectApiRoutes(app: FastifyInstance): RouteRecord[] {
  return app.routeInventory.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PATH));
}
