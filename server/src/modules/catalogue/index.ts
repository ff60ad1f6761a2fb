import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { catalogueMediaRoutes } from '../media/catalogue-media';
import { newsRoutes } from '../news/news-routes';
import type { SessionService } from '../../platform/sessions/session-service';
import { gameRoutes } from './game-routes';

export interface CatalogueModuleOptions {
  sessions: SessionService;
  /** DATA_DIR: the seed writes the demo images to ${dataDir}/catalogue. */
  dataDir: string;
  /** CATALOGUE_CACHE_MS (config.catalogue.cacheTtlMs). */
  cacheTtlMs: number;
}

/**
 * The games catalogue: /api/web/game/{list,suggest,detail}, /api/web/game/news/{list,detail}
 * and the demo images under /media/catalogue/. Registered by app.ts in one line.
 */
export async function catalogueModule(app: FastifyInstance, { sessions, dataDir, cacheTtlMs }: CatalogueModuleOptions) {
  await app.register(
    async (api) => {
      await api.register(gameRoutes({ sessions, cacheTtlMs }));
      await api.register(newsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(catalogueMediaRoutes(path.join(dataDir, 'catalogue')));
}
