import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_VERSION } from '../../version';

export const API_DOCS_PATH = '/api/docs';

/**
 * A multipart route reads its parts in the handler (there is no body schema to validate), so
 * its body is written into the document here: the upload in field `file`, as the product's
 * multipart routes take it. Without this the document would not say the route takes a body.
 */
function documentMultipartBody({ schema, url }: { schema: FastifySchema; url: string }): { schema: FastifySchema; url: string } {
  const consumes = (schema as { consumes?: string[] } | undefined)?.consumes;
  if (!consumes?.includes('multipart/form-data') || schema.body) return { schema, url };
  const body = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
  return { schema: { ...schema, body }, url };
}

/**
 * The OpenAPI document, generated from the routes' own schemas (the TypeBox schemas of
 * @portal/shared/schemas): the document at /api/docs/json, the browsable page at /api/docs.
 * Registered before the modules, so every route they add is in it.
 */
export const apiDocsPlugin = fp<{ appTitle: string }>(
  async (app: FastifyInstance, { appTitle }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: `${appTitle} API`,
          version: SERVER_VERSION,
          description:
            '每个 JSON 应答都是 { code, msg, data }：code 0 成功，2 登录失效（客户端退出登录），其余见结果码表（@portal/shared ResultCode）。请求体可以是 JSON 或表单。',
        },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      },
      transform: documentMultipartBody,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: false },
      // The page's own scripts and styles only (our default CSP forbids inline code); like the
      // rest of the server, no upgrade-insecure-requests (plain http on a LAN must work).
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'api-docs' },
);
