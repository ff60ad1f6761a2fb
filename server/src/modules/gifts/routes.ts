import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { spendQuotas } from '../../platform/rate-limit/quota';
import { viewerOf } from '../../platform/sessions/viewer';
import { claimQuotas } from './claim-limits';
import { allGiftsSchema, claimSchema, giftListSchema, myGiftsSchema } from './schemas';
import { allGiftPacks, claimedGifts, claimGift, giftListOfGame } from './service';

/** Gift packs (spec §7 Games): guests see the packs, players claim codes. */
export function giftRoutes({ db, now, rateLimiter }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    /** A game's packs; guests see them too (claimedCode null), an invalid token counts as a guest. */
    api.post('/web/game/detail/giftlist', { schema: giftListSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await giftListOfGame(db, request.body.appID, request.viewer?.userId ?? null)),
    );

    api.post('/web/game/gifts/all', { schema: allGiftsSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await allGiftPacks(db, request.body ?? {}, request.viewer?.userId ?? null, now())),
    );

    api.post('/web/game/gift/claim', { schema: claimSchema, config: { viewer: 'required' } }, async (request) => {
      const { userId } = viewerOf(request);
      await spendQuotas(rateLimiter, claimQuotas(userId, clientIdentity(request)), now());
      return ok(await claimGift(db, request.body.giftId, userId, now()));
    });

    api.post('/user/game/gifts', { schema: myGiftsSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await claimedGifts(db, viewerOf(request).userId, request.body ?? {})),
    );
  };
}
