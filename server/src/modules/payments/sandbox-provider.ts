import { createHmac, timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import type { SessionService } from '../../platform/sessions/session-service';
import type { PaymentProvider } from './payment-provider';
import { checkoutPage, invalidLinkPage } from './sandbox-checkout-page';
import { checkoutTicket, ticketSession } from './sandbox-checkout-ticket';
import { checkoutCancelSchema, checkoutConfirmSchema, checkoutPageSchema, notifySchema } from './schemas';
import { cancelOrder, findOrder, isCredited, ORDER_TTL_MS, receiveNotification } from './service';

/**
 * The sandbox provider (PAYMENT_PROVIDER=sandbox, demo and development only): a checkout page
 * served by this server. No real money moves: 确认支付 makes the sandbox send the portal a
 * signed notification (POST /api/payments/notify/sandbox, header x-sandbox-signature =
 * HMAC-SHA256 hex of the raw body) exactly as a real provider would, then sends the browser to
 * /recharge?order=…. The checkout link is the buyer's alone (sandbox-checkout-ticket.ts).
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signSandbox(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function verifySandbox(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSandbox(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SandboxDeps {
  db: Database;
  now: Clock;
  secret: string;
  sessions: SessionService;
}

export function createSandboxProvider(deps: SandboxDeps): PaymentProvider {
  const checkoutPath = (orderNo: string, ticket: string) =>
    `/api/payments/sandbox/checkout/${encodeURIComponent(orderNo)}/${encodeURIComponent(ticket)}`;

  /** The order behind a checkout link, when the link is the buyer's and their session is live. */
  async function buyersOrder(orderNo: string, ticket: string) {
    const sessionId = ticketSession(deps.secret, orderNo, ticket);
    if (!sessionId) return null;
    const [order, liveUser] = await Promise.all([findOrder(deps.db, orderNo), deps.sessions.liveUser(sessionId)]);
    if (order?.kind !== 'recharge' || liveUser !== order.userId) return null;
    return order;
  }

  return {
    name: 'sandbox',
    payUrl: (order) => checkoutPath(order.orderNo, checkoutTicket(deps.secret, order.orderNo, order.sessionId)),
    async routes(fastify: FastifyInstance) {
      // The notification: the raw body, whatever its content type, as text — the signature is
      // checked over exactly what was sent, and every notification is stored, garbage included.
      await fastify.register(async (notify) => {
        notify.removeAllContentTypeParsers();
        notify.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
        typedRoutes(notify).post('/payments/notify/sandbox', { schema: notifySchema }, async (request) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          const header = request.headers[SANDBOX_SIGNATURE_HEADER];
          const signature = (Array.isArray(header) ? header[0] : header) ?? null;
          const signatureValid = verifySandbox(deps.secret, rawBody, signature ?? undefined);
          const { outcome, orderNo } = await receiveNotification(
            deps.db,
            { provider: 'sandbox', rawBody, signature, signatureValid },
            deps.now(),
          );
          request.log.info({ provider: 'sandbox', orderNo, outcome }, 'payment notification');
          if (!isCredited(outcome)) throw new AppError(ResultCode.failed, 400, `通知未处理：${outcome}`);
          return ok({ outcome });
        });
      });

      const app = typedRoutes(fastify);
      app.get('/payments/sandbox/checkout/:orderNo/:ticket', { schema: checkoutPageSchema }, async (request, reply) => {
        const { orderNo, ticket } = request.params;
        const order = await buyersOrder(orderNo, ticket);
        reply.type('text/html; charset=utf-8');
        if (!order) return reply.code(404).send(invalidLinkPage());
        const expired = order.status === 'pending' && Date.parse(order.expiresAt) <= deps.now().getTime();
        return reply.send(
          checkoutPage({
            orderNo: order.orderNo,
            title: order.title,
            amountCents: order.amountCents,
            coins: order.coins,
            status: expired ? 'expired' : order.status,
            ttlMinutes: ORDER_TTL_MS / 60000,
            action: checkoutPath(orderNo, ticket),
          }),
        );
      });

      app.post('/payments/sandbox/checkout/:orderNo/:ticket/confirm', { schema: checkoutConfirmSchema }, async (request, reply) => {
        const { orderNo, ticket } = request.params;
        const order = await buyersOrder(orderNo, ticket);
        if (!order) return reply.code(404).type('text/html; charset=utf-8').send(invalidLinkPage());
        const rawBody = JSON.stringify({
          orderNo: order.orderNo,
          amountCents: order.amountCents,
          status: 'paid',
          providerRef: `SBX${order.orderNo}`,
          timestamp: deps.now().getTime(),
        });
        // The provider calls the portal's notification endpoint, through the whole HTTP stack.
        const answer = await app.inject({
          method: 'POST',
          url: '/api/payments/notify/sandbox',
          payload: rawBody,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(deps.secret, rawBody) },
        });
        request.log.info({ orderNo: order.orderNo, status: answer.statusCode }, 'sandbox payment notification sent');
        return reply.redirect(`/recharge?order=${encodeURIComponent(order.orderNo)}`, 303);
      });

      app.post('/payments/sandbox/checkout/:orderNo/:ticket/cancel', { schema: checkoutCancelSchema }, async (request, reply) => {
        const { orderNo, ticket } = request.params;
        const order = await buyersOrder(orderNo, ticket);
        if (!order) return reply.code(404).type('text/html; charset=utf-8').send(invalidLinkPage());
        await cancelOrder(deps.db, order.orderNo);
        return reply.redirect(`/recharge?order=${encodeURIComponent(order.orderNo)}`, 303);
      });
    },
  };
}
