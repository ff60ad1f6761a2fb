import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox checkout's link names the session that placed the order and carries an HMAC of
 * it, so only the buyer who asked for the link can open, confirm or cancel that order — and
 * only while that session is live (a logout or a password change kills the link). An order
 * number alone, or a link made for another order or session, opens nothing.
 *
 *   ticket = <sessionId>.<base64url HMAC-SHA256(secret, "sandbox-checkout\n<orderNo>\n<sessionId>")>
 */
function mac(secret: string, orderNo: string, sessionId: string): Buffer {
  return createHmac('sha256', secret).update(`sandbox-checkout\n${orderNo}\n${sessionId}`, 'utf8').digest();
}

export function checkoutTicket(secret: string, orderNo: string, sessionId: string): string {
  return `${sessionId}.${mac(secret, orderNo, sessionId).toString('base64url')}`;
}

/** The session a ticket was made for, when it is genuine for this order; otherwise null. */
export function ticketSession(secret: string, orderNo: string, ticket: string): string | null {
  const match = /^(\d{1,18})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const [, sessionId, given] = match as unknown as [string, string, string];
  const expected = mac(secret, orderNo, sessionId);
  const provided = Buffer.from(given, 'base64url');
  return provided.length === expected.length && timingSafeEqual(provided, expected) ? sessionId : null;
}
