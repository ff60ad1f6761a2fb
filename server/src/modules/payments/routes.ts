import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { clientIdentity } from '../../platform/http/client-identity';
import { ok } from '../../platform/http/envelope';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { typedRoutes } from '../../platform/module';
import type { SessionService } from '../../platform/sessions/session-service';
import { viewerOf } from '../../platform/sessions/viewer';
import type { PaymentProvider } from './payment-provider';
import { myOrdersSchema, orderStatusSchema, packagesSchema, payInfoSchema } from './schemas';
import { createRechargeOrder, listPackages, orderPage, orderStatus } from './service';

export interface PaymentsDeps {
  db: Database;
  now: Clock;
  config: PaymentsConfig;
  sessions: SessionService;
  rateLimiter: RateLimiter;
}

/**
 * Recharge and payments under /api: packages, payInfo, order status, my orders, and the
 * provider's own routes (its checkout, if any, and its notification endpoint).
 */
export function paymentRoutes({ db, now, rateLimiter }: PaymentsDeps, provider: PaymentProvider) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/order/packages', { schema: packagesSchema }, async () => ok(await listPackages(db)));

    api.post('/order/payInfo', { schema: payInfoSchema, config: { viewer: 'required' } }, async (request) => {
      const buyer = { ...viewerOf(request), client: clientIdentity(request), rateLimiter };
      return ok(await createRechargeOrder(db, buyer, request.body.packageId, now(), provider));
    });

    api.get('/order/status', { schema: orderStatusSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await orderStatus(db, viewerOf(request).userId, request.query.orderNo, now())),
    );

    api.post('/user/center/coin/order', { schema: myOrdersSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await orderPage(db, viewerOf(request).userId, request.body ?? {}, now())),
    );

    await app.register(provider.routes);
  };
}
