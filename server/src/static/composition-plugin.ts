import { EnvironmentFileStatusSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { ok } from '../platform/http/envelope';
import { routeSchema } from '../platform/http/route-schema';
import { NO_CACHE } from './cache-control';
import { visitorOf } from './canary';
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

const environmentStatusSchema = routeSchema({
  summary: '当前生效的环境文件：各远程模块的版本、金丝雀设置，以及新文件未生效的原因（仅员工）',
  tag: 'ops',
  data: EnvironmentFileStatusSchema,
});

/**
 * GET /remotes.json: the environment this visitor gets, as plain JSON (a file-like contract
 * shared with CDN deployments, so it is not enveloped). Registered in every mode, so a host
 * served elsewhere (a dev server, a CDN) can still ask this server for it.
 * GET /api/ops/environment: which environment file is live and whether a newer one was refused.
 */
export const compositionPlugin = fp<CompositionPluginOptions>(
  async (app: FastifyInstance, { config, cacheTtlMs }) => {
    const composition = new PortalComposition({
      appTitle: config.appTitle,
      layout: staticLayout(config.staticRoot, config.deployRoot),
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      environmentFile: config.environment.file,
      remoteOrigins: config.environment.remoteOrigins,
      log: app.log,
      ...(cacheTtlMs === undefined ? {} : { cacheTtlMs }),
    });
    app.decorate('composition', composition);
    app.addHook('onClose', async () => composition.registry.flush());

    app.get('/remotes.json', async (request, reply) => {
      const environment = await composition.environment(visitorOf(request));
      return reply
        .header('cache-control', NO_CACHE)
        .header('access-control-allow-origin', '*')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(environment));
    });

    app.get('/api/ops/environment', { schema: environmentStatusSchema, config: { viewer: 'staff' } }, async () => {
      await composition.environment();
      return ok(composition.status());
    });
  },
  { name: 'composition' },
);
