import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { sessionOf } from '../../platform/plugins/auth';
import type { PlayerGameDeps } from './deps';
import { allGiftPacks, claimedGifts, claimGift, giftListOfGame } from './gift-service';
import { optionalUserId } from './optional-session';

/**
 * JSON schemas fix the shapes and coerce form-encoded strings (the client posts form bodies
 * with appID=2008 added; unknown fields pass and are ignored).
 */
const id = { type: 'integer', minimum: 1 } as const;
const pageFields = {
  page: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
} as const;

const giftPackSchema = {
  type: 'object',
  required: ['id', 'gameId', 'gameName', 'gameIcon', 'name', 'content', 'usage', 'remaining', 'total', 'expiresAt', 'claimedCode'],
  properties: {
    id: { type: 'integer' },
    gameId: { type: 'integer' },
    gameName: { type: 'string' },
    gameIcon: { type: 'string' },
    name: { type: 'string' },
    content: { type: 'string' },
    usage: { type: 'string' },
    remaining: { type: 'integer' },
    total: { type: 'integer' },
    expiresAt: { type: ['string', 'null'] },
    claimedCode: { type: ['string', 'null'] },
  },
} as const;

const claimedGiftSchema = {
  type: 'object',
  required: ['giftId', 'gameId', 'gameName', 'gameIcon', 'name', 'code', 'claimedAt'],
  properties: {
    giftId: { type: 'integer' },
    gameId: { type: 'integer' },
    gameName: { type: 'string' },
    gameIcon: { type: 'string' },
    name: { type: 'string' },
    code: { type: 'string' },
    claimedAt: { type: 'string' },
  },
} as const;

const paged = (items: Record<string, unknown>) =>
  envelopeSchema({
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: { items: { type: 'array', items }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
  });

const giftListSchema = {
  body: { type: 'object', required: ['appID'], properties: { appID: id } },
  response: { 200: envelopeSchema({ type: 'array', items: giftPackSchema }) },
} as const;

const allGiftsSchema = {
  body: { type: ['object', 'null'], properties: pageFields },
  response: { 200: paged(giftPackSchema) },
} as const;

const claimSchema = {
  body: { type: 'object', required: ['giftId'], properties: { giftId: id } },
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['giftId', 'code', 'newlyClaimed'],
      properties: { giftId: { type: 'integer' }, code: { type: 'string' }, newlyClaimed: { type: 'boolean' } },
    }),
  },
} as const;

const myGiftsSchema = {
  body: { type: ['object', 'null'], properties: pageFields },
  response: { 200: paged(claimedGiftSchema) },
} as const;

interface PageBody {
  page?: number;
  pageSize?: number;
}

export function giftRoutes(deps: PlayerGameDeps) {
  return async (app: FastifyInstance) => {
    /** A game's packs; guests see them too (claimedCode null), an invalid token counts as a guest. */
    app.post<{ Body: { appID: number } }>('/web/game/detail/giftlist', { schema: giftListSchema }, async (request) => {
      const userId = await optionalUserId(request, deps.sessions);
      return ok(await giftListOfGame(deps.db, request.body.appID, userId));
    });

    /** Every pack, claimable first (welfare page). */
    app.post<{ Body: PageBody | null }>('/web/game/gifts/all', { schema: allGiftsSchema }, async (request) => {
      const userId = await optionalUserId(request, deps.sessions);
      const { page = 1, pageSize = 20 } = request.body ?? {};
      return ok(await allGiftPacks(deps.db, page, pageSize, userId, deps.now()));
    });

    app.post<{ Body: { giftId: number } }>(
      '/web/game/gift/claim',
      { schema: claimSchema, preValidation: app.requireSession },
      async (request) => ok(await claimGift(deps.db, request.body.giftId, sessionOf(request).userId, deps.now())),
    );

    app.post<{ Body: PageBody | null }>(
      '/user/game/gifts',
      { schema: myGiftsSchema, preValidation: app.requireSession },
      async (request) => {
        const { page = 1, pageSize = 20 } = request.body ?? {};
        return ok(await claimedGifts(deps.db, sessionOf(request).userId, page, pageSize));
      },
    );
  };
}
