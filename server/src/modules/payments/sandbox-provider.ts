import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/types';
import { typedRoutes } from '../../platform/module';
import { checkoutCancelSchema, checkoutConfirmSchema, checkoutPageSchema } from './schemas';
import { cancelOrder, findOrder, ORDER_TTL_MS } from './service';
import type { PaymentProvider } from './payment-provider';

/**
 * The sandbox provider (PAYMENT_PROVIDER=sandbox): a checkout page served by this server.
 * No real money moves: 确认支付 makes the sandbox send the portal a signed notification
 * (POST /api/payments/notify/sandbox, header x-sandbox-signature = HMAC-SHA256 hex of the
 * raw body) exactly as a real provider would, then sends the browser to /recharge?order=….
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

const STATUS_TEXT: Record<string, string> = { pending: '待支付', paid: '已支付', cancelled: '已取消', expired: '已过期' };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#eaf4ff;color:#1f3b57}
.card{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(30,110,200,.12)}
h1{font-size:20px;color:#1e6ec8;margin:0 0 8px}.note{background:#d8ebff;border-radius:8px;padding:8px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#6b87a3}dd{margin:0}
.buttons{display:flex;gap:12px;margin-top:20px}form{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px}
.pay{background:#3b9bff;color:#fff}.cancel{background:#e3eef9;color:#1f3b57}
</style></head><body><div class="card">${body}</div></body></html>`;
}

export interface SandboxDeps {
  db: Database;
  now: Clock;
  secret: string;
}

export function createSandboxProvider(deps: SandboxDeps): PaymentProvider {
  const checkoutPath = (orderNo: string) => `/api/payments/sandbox/checkout/${encodeURIComponent(orderNo)}`;
  return {
    name: 'sandbox',
    payUrl: checkoutPath,
    async routes(fastify: FastifyInstance) {
      const app = typedRoutes(fastify);
      app.get('/payments/sandbox/checkout/:orderNo', { schema: checkoutPageSchema }, async (request, reply) => {
        const order = await findOrder(deps.db, request.params.orderNo);
        reply.type('text/html; charset=utf-8');
        if (order?.kind !== 'recharge') {
          return reply.code(404).send(page('沙箱支付', '<h1>沙箱支付</h1><p>订单不存在。</p>'));
        }
        const expired = order.status === 'pending' && Date.parse(order.expiresAt) <= deps.now().getTime();
        const status = expired ? 'expired' : order.status;
        const action = checkoutPath(order.orderNo);
        const buttons =
          status === 'pending'
            ? `<div class="buttons"><form method="post" action="${action}/confirm"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">取消支付</button></form></div>`
            : `<p>该订单${STATUS_TEXT[status]}，无需支付。</p><p><a href="/recharge?order=${encodeURIComponent(order.orderNo)}">返回充值页</a></p>`;
        return reply.send(
          page(
            '沙箱支付',
            `<h1>沙箱支付</h1>
<p class="note">这是沙箱支付（测试环境），不会产生真实扣款，不涉及真实资金。</p>
<dl><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>商品</dt><dd>${escapeHtml(order.title)}</dd>
<dt>金额</dt><dd>${yuan(order.amountCents)}</dd><dt>到账</dt><dd>${order.coins} X钻</dd>
<dt>状态</dt><dd>${STATUS_TEXT[status]}</dd><dt>有效期</dt><dd>下单后 ${ORDER_TTL_MS / 60000} 分钟内</dd></dl>${buttons}`,
          ),
        );
      });

      app.post('/payments/sandbox/checkout/:orderNo/confirm', { schema: checkoutConfirmSchema }, async (request, reply) => {
        const order = await findOrder(deps.db, request.params.orderNo);
        if (order) {
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
        }
        return reply.redirect(`/recharge?order=${encodeURIComponent(request.params.orderNo)}`, 303);
      });

      app.post('/payments/sandbox/checkout/:orderNo/cancel', { schema: checkoutCancelSchema }, async (request, reply) => {
        await cancelOrder(deps.db, request.params.orderNo);
        return reply.redirect(`/recharge?order=${encodeURIComponent(request.params.orderNo)}`, 303);
      });
    },
  };
}
