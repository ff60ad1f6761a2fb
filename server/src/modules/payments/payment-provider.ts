import type { FastifyInstance } from 'fastify';

/**
 * A payment provider: where the buyer pays an order (payUrl) and the routes it needs
 * (a checkout page, a notification endpoint). Chosen by PAYMENT_PROVIDER.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The URL the client opens to pay this order (a real provider signs the order's amount and expiry into it). */
  payUrl(orderNo: string, order: PayableOrder): string;
  /** Registers the provider's routes (under /api). */
  routes(app: FastifyInstance): Promise<void>;
}

/** What a provider is told about the order it is paid for. */
export interface PayableOrder {
  title: string;
  amountCents: number;
  expiresAt: Date;
}
