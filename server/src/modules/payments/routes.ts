import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import type { SessionService } from '../../platform/sessions/session-service';
import { viewerOf } from '../../platform/sessions/viewer';
import type { PaymentProvider } from './payment-provider';
import { SANDBOX_SIGNATURE_HEADER, verifySandbox } from './sandbox-provider';
import { myOrdersSchema, notifySchema, orderStatusSchema, packagesSchema, payInfoSchema } from './schemas';
import { createRechargeOrder, isCredited, listPackages, orderPage, orderStatus, receiveNotification } from './service';

export interface PaymentsDeps {
  db: Database;
  now: Clock;
  config: PaymentsConfig;
  sessions: SessionService;
}

/**
 * Recharge and payments under /api: packages, payInfo, order status, my orders, the provider's
 * routes and its notification endpoint.
 */
export function paymentRoutes({ db, now, config }: PaymentsDeps, provider: PaymentProvider) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/order/packages', { schema: packagesSchema }, async () => ok(await listPackages(db)));

    api.post('/order/payInfo', { schema: payInfoSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await createRechargeOrder(db, viewerOf(request), request.body.packageId, now(), provider)),
    );

    api.get('/order/status', { schema: orderStatusSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await orderStatus(db, viewerOf(request).userId, request.query.orderNo, now())),
    );

    api.post('/user/center/coin/order', { schema: myOrdersSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await orderPage(db, viewerOf(request).userId, request.body ?? {}, now())),
    );

    await app.register(provider.routes);

    // The provider's notification: the raw body is kept as text so the signature is checked over exactly what was sent.
    await app.register(async (notify) => {
      notify.removeContentTypeParser('application/json');
      notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      typedRoutes(notify).post('/payments/notify/sandbox', { schema: notifySchema }, async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[SANDBOX_SIGNATURE_HEADER];
        const signature = (Array.isArray(header) ? header[0] : header) ?? null;
        const signatureValid = config.provider === 'sandbox' && verifySandbox(config.sandboxSecret, rawBody, signature ?? undefined);
        const { outcome, orderNo } = await receiveNotification(db, { provider: 'sandbox', rawBody, signature, signatureValid }, now());
        request.log.info({ provider: 'sandbox', orderNo, outcome }, 'payment notification');
        if (!isCredited(outcome)) throw new AppError(ResultCode.failed, 400, `通知未处理：${outcome}`);
        return ok({ outcome });
      });
    });
  };
}
