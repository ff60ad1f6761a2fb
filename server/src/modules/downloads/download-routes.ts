import type { PlatformType } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import type { PlayerGameDeps } from '../gifts/deps';
import { optionalUserId } from '../gifts/optional-session';
import { recordAttribution, requestDownload } from './download-service';

/** The appID every client request carries (spec §9 default appID): the portal itself, not a game. */
const CLIENT_APP_ID = 2008;

const platformType = { type: 'integer', enum: [1, 2] } as const;

const downloadSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
  body: { type: 'object', required: ['platformType'], properties: { platformType } },
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['url', 'charged', 'access', 'coinNum'],
      properties: {
        url: { type: 'string' },
        charged: { type: 'integer' },
        access: { type: 'string', enum: ['free', 'member', 'owned', 'purchased'] },
        coinNum: { type: 'integer' },
      },
    }),
  },
} as const;

const attributionSchema = {
  body: {
    type: 'object',
    properties: {
      channelID: { type: 'string', maxLength: 64 },
      inviteCode: { type: 'string', maxLength: 32 },
      appID: { type: 'integer', minimum: 1 },
      gameId: { type: 'integer', minimum: 1 },
      platformType,
    },
  },
  response: { 200: envelopeSchema({ type: 'null' }) },
} as const;

interface AttributionBody {
  channelID?: string;
  inviteCode?: string;
  appID?: number;
  gameId?: number;
  platformType?: PlatformType;
}

export function downloadRoutes(deps: PlayerGameDeps) {
  return async (app: FastifyInstance) => {
    // Attribution first: its static path must not be read as a game id (Fastify prefers static segments anyway).
    app.post<{ Body: AttributionBody }>('/user/game/download/upload', { schema: attributionSchema }, async (request) => {
      const body = request.body ?? {};
      const userId = await optionalUserId(request, deps.sessions);
      let gameId: number | null = null;
      if (body.gameId !== undefined) {
        const game = await deps.db.one('SELECT 1 FROM games WHERE id = $1', [body.gameId]);
        if (!game) throw new AppError(ResultCode.gameNotFound, 404);
        gameId = body.gameId;
      } else if (body.appID !== undefined && body.appID !== CLIENT_APP_ID) {
        gameId = body.appID; // stored only if it names a game
      }
      const channelId = body.channelID?.trim() || '0';
      const inviteCode = body.inviteCode?.trim() || null;
      await recordAttribution(deps.db, { userId, gameId, platformType: body.platformType ?? null, channelId, inviteCode }, deps.now());
      return ok(null);
    });

    app.post<{ Params: { id: number }; Body: { platformType: PlatformType } }>(
      '/user/game/download/:id',
      // Spec §6: visitors may download free games. A request that carries a token is checked like
      // any protected call (a stale one answers code 2); one without is a guest, who only gets
      // free games (requestDownload refuses a paid one with code 2, so the page sends them to login).
      {
        schema: downloadSchema,
        preValidation: async (request, reply) => {
          if (request.headers.token) await app.requireSession(request, reply);
        },
      },
      async (request) =>
        ok(await requestDownload(deps.db, request.session?.userId ?? null, request.params.id, request.body.platformType, deps.now())),
    );
  };
}
