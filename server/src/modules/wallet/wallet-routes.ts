import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/types';
import { ok } from '../../platform/http/envelope';
import { sessionOf } from '../../platform/plugins/auth';
import { orderPage } from '../payments/order-service';
import { ledgerPage } from './ledger-queries';

export interface WalletDeps {
  db: Database;
  now: Clock;
}

const pageSchema = {
  body: {
    type: 'object',
    properties: { page: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
  },
} as const;

interface PageBody {
  page?: number;
  pageSize?: number;
}

/** Protected wallet reads under /api: the diamond ledger and the user's orders, newest first. */
export function walletRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: PageBody }>('/user/center/coin/all', { preValidation: app.requireSession, schema: pageSchema }, async (request) => {
      const body = request.body ?? {};
      return ok(await ledgerPage(deps.db, sessionOf(request).userId, body.page ?? 1, body.pageSize ?? 20));
    });
    app.post<{ Body: PageBody }>('/user/center/coin/order', { preValidation: app.requireSession, schema: pageSchema }, async (request) => {
      const body = request.body ?? {};
      return ok(await orderPage(deps.db, sessionOf(request).userId, body.page ?? 1, body.pageSize ?? 20, deps.now()));
    });
  };
}
