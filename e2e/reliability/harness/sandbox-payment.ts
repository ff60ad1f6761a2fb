import { createHmac } from 'node:crypto';

/**
 * Pays a recharge order the way the sandbox provider does: a notification signed with
 * HMAC-SHA256 of the raw body under PAYMENT_SANDBOX_SECRET (server/src/modules/payments/
 * sandbox-provider.ts), so a suite can give an account diamonds without the checkout page.
 * The server must run with the same secret (startPortal's env).
 */
export function sandboxNotification(
  secret: string,
  order: { orderNo: string; amountCents: number },
): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({
    orderNo: order.orderNo,
    amountCents: order.amountCents,
    status: 'paid',
    providerRef: `SBX${order.orderNo}`,
    timestamp: Date.now(),
  });
  return { rawBody, signature: createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex') };
}

export async function paySandboxOrder(portalUrl: string, secret: string, order: { orderNo: string; amountCents: number }): Promise<void> {
  const { rawBody, signature } = sandboxNotification(secret, order);
  const response = await fetch(`${portalUrl}/api/payments/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    body: rawBody,
  });
  const answer = await response.text();
  if (!response.ok || !answer.includes('credited'))
    throw new Error(`sandbox notification for ${order.orderNo} → ${response.status} ${answer}`);
}
