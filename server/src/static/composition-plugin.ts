import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { NO_CACHE } from './cache-control';
import { staticLayout } from './layout';
import { PortalComposition } from './portal-composition';

declare module 'fastify' {
  interface FastifyInstance {
    composition: PortalComposition;
  }
}

export interface CompositionPluginOptions {
  config: AppConfig;
  cacheTtlMs?: number;
}

/**
 * GET /remotes.json: the effective environment as plain JSON (it is a file-like contract
 * shared with CDN deployments, so it is not enveloped). Registered in every mode, so a
 * host served elsewhere (a dev server, a CDN) can still ask this server for it.
 */
export const compositionPlugin = fp<CompositionPluginOptions>(
  async (app: FastifyInstance, { config, cacheTtlMs }) => {
    const composition = new PortalComposition({
      appTitle: config.appTitle,
      layout: staticLayout(config.staticRoot),
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      remotesFile: config.remotesFile,
      log: app.log,
      ...(cacheTtlMs === undefined ? {} : { cacheTtlMs }),
    });
    app.decorate('composition', composition);
    app.addHook('onClose', async () => composition.registry.flush());

    app.get('/remotes.json', async (_request, reply) => {
      const environment = await composition.environment();
      return reply
        .header('cache-control', NO_CACHE)
        .header('access-control-allow-origin', '*')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(environment));
    });
  },
  { name: 'composition' },
);
