import type { FastifyInstance } from 'fastify';
import type { PlayerGameDeps } from '../gifts/deps';
import { giftRoutes } from '../gifts/gift-routes';
import { downloadRoutes } from './download-routes';

export type { PlayerGameDeps } from '../gifts/deps';

/**
 * Gift packs and the download/purchase flow, under /api. Registered once in app.ts:
 *   await app.register(playerGameRoutes, { prefix: '/api', db: app.db, now, sessions });
 * It needs the auth plugin (app.requireSession) registered before it.
 */
export async function playerGameRoutes(app: FastifyInstance, deps: PlayerGameDeps) {
  await app.register(giftRoutes(deps));
  await app.register(downloadRoutes(deps));
}
