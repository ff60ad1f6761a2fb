import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import { sessionOf } from '../../platform/plugins/auth';
import { applyPaidNotice, createRechargeOrder, findOrder, listPackages, storeNotification, type NotifyOutcome } from './order-service';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, verifySandbox } from './sandbox-provider';

export interface PaymentsDeps {
  db: Database;
  now: Clock;
  config: PaymentsConfig;
}

export function createPaymentProvider(deps: PaymentsDeps): PaymentProvider {
  switch (deps.config.provider) {
    case 'sandbox':
      return createSandboxProvider({ db: deps.db, now: deps.now, secret: deps.config.sandboxSecret });
  }
}

const CREDITED: readonly NotifyOutcome[] = ['credited', 'already-paid'];

function parseNotice(raw: string): { orderNo: string; amountCents: number; status: string; providerRef: string } | null {
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (typeof body.orderNo !== 'string' || !Number.isInteger(body.amountCents) || typeof body.status !== 'string') return null;
    return {
      orderNo: body.orderNo,
      amountCents: body.amountCents as number,
      status: body.status,
      providerRef: String(body.providerRef ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * Recharge and payments under /api: packages, payInfo, order status, the provider's routes and
 * its notification endpoint. Registered in app.ts after the auth plugin.
 */
export function paymentRoutes(deps: PaymentsDeps) {
  const provider = createPaymentProvider(deps);
  return async (app: FastifyInstance) => {
    app.post('/order/packages', async () => ok(await listPackages(deps.db)));

    app.post<{ Body: { packageId: number } }>(
      '/order/payInfo',
      {
        preValidation: app.requireSession,
        schema: { body: { type: 'object', required: ['packageId'], properties: { packageId: { type: 'integer', minimum: 1 } } } },
      },
      async (request) => ok(await createRechargeOrder(deps.db, sessionOf(request).userId, request.body.packageId, deps.now(), provider)),
    );

    app.get<{ Querystring: { orderNo: string } }>(
      '/order/status',
      {
        preValidation: app.requireSession,
        schema: {
          querystring: { type: 'object', required: ['orderNo'], properties: { orderNo: { type: 'string', minLength: 1, maxLength: 64 } } },
        },
      },
      async (request) => {
        const order = await findOrder(deps.db, request.query.orderNo);
        if (!order || order.userId !== sessionOf(request).userId) throw new AppError(ResultCode.orderNotFound, 404);
        const { userId: _userId, expiresAt, ...view } = order;
        if (view.status === 'pending' && Date.parse(expiresAt) <= deps.now().getTime()) view.status = 'expired';
        return ok(view);
      },
    );

    await app.register(provider.routes);

    // The provider's notification: the raw body is kept as text so the signature is checked over exactly what was sent.
    await app.register(async (notify) => {
      notify.removeContentTypeParser('application/json');
      notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      notify.post('/payments/notify/sandbox', async (request) => {
        const at = deps.now();
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[SANDBOX_SIGNATURE_HEADER];
        const signature = (Array.isArray(header) ? header[0] : header) ?? null;
        let outcome: NotifyOutcome;
        let orderNo: string | null = null;
        if (deps.config.provider !== 'sandbox' || !verifySandbox(deps.config.sandboxSecret, rawBody, signature ?? undefined)) {
          outcome = 'bad-signature';
        } else {
          const notice = parseNotice(rawBody);
          orderNo = notice?.orderNo ?? null;
          outcome = notice?.status !== 'paid' ? 'malformed' : await applyPaidNotice(deps.db, notice, at);
        }
        request.log.info({ provider: 'sandbox', orderNo, outcome }, 'payment notification');
        await storeNotification(deps.db, { provider: 'sandbox', orderNo, rawBody: rawBody.slice(0, 4000), signature, outcome }, at);
        if (!CREDITED.includes(outcome)) throw new AppError(ResultCode.failed, 400, `通知未处理：${outcome}`);
        return ok({ outcome });
      });
    });
  };
}
