import type { FastifyInstance } from 'fastify';
import type { AlipayConfig } from '../../config';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { typedRoutes } from '../../platform/module';
import { formatBeijingTime, formatYuan } from './alipay-formats';
import { receiveAlipayNotification } from './alipay-notification';
import { alipayNotifySchema } from './alipay-schemas';
import { signAlipayRequest } from './alipay-signature';
import type { CheckoutOrder, PaymentProvider } from './payment-provider';

/**
 * PAYMENT_PROVIDER=alipay: Alipay mobile web payment (手机网站支付, alipay.trade.wap.pay, RSA2).
 * payUrl is the gateway itself: a GET URL whose parameters are signed with the application's
 * private key, so the client opens it as it opened the sandbox's checkout. Alipay then
 *  - calls POST /api/payments/notify/alipay (the only thing that credits an order), and
 *  - sends the buyer back to /recharge?order=… (return_url), which waits for that credit.
 */
export const ALIPAY_NOTIFY_PATH = '/payments/notify/alipay';

export interface AlipayDeps {
  db: Database;
  now: Clock;
  config: AlipayConfig;
}

/** Alipay refuses "/", "=" and "&" in a subject. */
const subjectOf = (title: string) => title.replace(/[/=&]/g, ' ').slice(0, 128);

export function createAlipayProvider({ db, now, config }: AlipayDeps): PaymentProvider {
  const backToRecharge = (orderNo: string) => `${config.publicUrl}/recharge?order=${encodeURIComponent(orderNo)}`;

  return {
    name: 'alipay',
    payUrl(order: CheckoutOrder) {
      const { orderNo } = order;
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.wap.pay',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: formatBeijingTime(now()),
        version: '1.0',
        notify_url: `${config.publicUrl}/api${ALIPAY_NOTIFY_PATH}`,
        return_url: backToRecharge(orderNo),
        biz_content: JSON.stringify({
          out_trade_no: orderNo,
          total_amount: formatYuan(order.amountCents),
          subject: subjectOf(order.title),
          product_code: 'QUICK_WAP_WAY',
          // Alipay closes the trade when the order expires here, so nobody pays an order the portal would refuse.
          time_expire: formatBeijingTime(order.expiresAt),
          quit_url: backToRecharge(orderNo),
        }),
      };
      const url = new URL(config.gateway);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      url.searchParams.set('sign', signAlipayRequest(params, config.privateKey));
      return url.href;
    },

    async routes(app: FastifyInstance) {
      await app.register(async (notify) => {
        // The signature covers the decoded fields, and every notification is stored as it came.
        notify.removeAllContentTypeParsers();
        notify.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
        typedRoutes(notify).post(ALIPAY_NOTIFY_PATH, { schema: alipayNotifySchema }, async (request, reply) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          const { outcome, orderNo, answer } = await receiveAlipayNotification(db, config, rawBody, now());
          const entry = { provider: 'alipay', orderNo, outcome };
          if (answer === 'success') request.log.info(entry, 'payment notification');
          // Refused with money possibly taken (or a forgery): for ops to look at.
          else request.log.warn(entry, 'payment notification refused');
          return reply.type('text/plain; charset=utf-8').send(answer);
        });
      });
    },
  };
}
