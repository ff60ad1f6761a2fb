import type { FastifyInstance } from 'fastify';

/**
 * A payment provider: where the buyer pays an order (payUrl) and the routes it needs
 * (a checkout page, a notification endpoint). Chosen by PAYMENT_PROVIDER.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The URL the client opens to pay this order. */
  payUrl(orderNo: string): string;
  /** Registers the provider's routes (under /api). */
  routes(app: FastifyInstance): Promise<void>;
}
