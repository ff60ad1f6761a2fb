import type { FastifyInstance } from 'fastify';

/** What a provider needs to send the buyer to pay one order. */
export interface CheckoutOrder {
  orderNo: string;
  /** The buyer (users.uid as text) and the session that placed the order. */
  userId: string;
  sessionId: string;
  title: string;
  amountCents: number;
  expiresAt: Date;
}

/**
 * A payment provider: where the buyer pays an order (payUrl) and the routes it needs
 * (a checkout page, a notification endpoint). Chosen by PAYMENT_PROVIDER.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The URL the client opens to pay this order. */
  payUrl(order: CheckoutOrder): string;
  /** Registers the provider's routes (under /api). */
  routes(app: FastifyInstance): Promise<void>;
}
