import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { ledgerSchema } from './schemas';
import { ledgerPage } from './service';

/** POST /api/user/center/coin/all: the caller's diamond ledger, newest first. */
export function walletRoutes({ db }: ModuleContext) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).post('/user/center/coin/all', { schema: ledgerSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await ledgerPage(db, viewerOf(request).userId, request.body ?? {})),
    );
  };
}
