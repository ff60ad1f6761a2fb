import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { attributionSchema, downloadSchema } from './schemas';
import { recordAttribution, requestDownload } from './service';

/** The download flow and its attribution (spec §7 user/game/download). */
export function downloadRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    // Attribution first: its static path must not be read as a game id (Fastify prefers static segments anyway).
    api.post('/user/game/download/upload', { schema: attributionSchema, config: { viewer: 'optional' } }, async (request) => {
      const body = request.body ?? {};
      await recordAttribution(
        db,
        {
          userId: request.viewer?.userId ?? null,
          gameId: body.gameId,
          appId: body.appID,
          platformType: body.platformType ?? null,
          channelId: body.channelID?.trim() || '0',
          inviteCode: body.inviteCode?.trim() || null,
        },
        now(),
      );
      return ok(null);
    });

    // Spec §6: visitors may download free games. A request that carries a token is checked like
    // any protected call (a stale one answers code 2); one without is a guest, who only gets
    // free games (a paid one answers code 2, so the page sends them to login).
    api.post('/user/game/download/:id', { schema: downloadSchema, config: { viewer: 'checked' } }, async (request) =>
      ok(await requestDownload(db, request.viewer?.userId ?? null, request.params.id, request.body.platformType, now())),
    );
  };
}
