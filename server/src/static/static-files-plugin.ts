import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor } from './cache-control';
import { createHostPageHandler } from './host-page-handler';
import { HostTemplate } from './host-template';
import type { StaticLayout } from './layout';

export interface StaticFilesOptions {
  layout: StaticLayout;
}

/**
 * Serves the host build at / and each remote build at /remotes/<short>/. The page itself
 * (/, /index.html, and every client-side route through the not-found fallback) is always
 * rendered, never sent as the raw file, because it must carry the environment and a nonce.
 * Returns the page handler so the app can use it as the navigation fallback.
 */
export async function registerStaticFiles(app: FastifyInstance, { layout }: StaticFilesOptions) {
  const template = new HostTemplate(path.join(layout.hostDir, 'index.html'));
  if (!existsSync(template.file)) app.log.warn({ file: template.file }, 'SERVE_STATIC is on but the host is not built');
  const hostPage = createHostPageHandler(app, template);

  app.get('/', hostPage);
  app.get('/index.html', hostPage);

  await app.register(fastifyStatic, {
    root: layout.hostDir,
    prefix: '/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    // The build writes .br/.gz twins; send them to clients that accept them.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(file));
    },
  });

  for (const remote of layout.remotes) {
    if (!existsSync(remote.dir)) {
      app.log.info({ remote: remote.name, dir: remote.dir }, 'remote not built; not serving it');
      continue;
    }
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: remote.urlPrefix,
      index: false,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', cacheControlFor(file));
        // A host on another origin (a CDN, a dev server) loads these files, including
        // through plain <script> tags that helmet's same-origin CORP would block.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  return hostPage;
}
