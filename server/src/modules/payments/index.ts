import { API_PREFIX, defineModule } from '../../platform/module';
import { createAlipayProvider } from './alipay-provider';
import type { PaymentsDeps } from './routes';
import { paymentRoutes } from './routes';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

export { recordWalletOrder } from './service';

/** The provider PAYMENT_PROVIDER names (config validation already refused names not implemented here). */
export function createPaymentProvider(deps: PaymentsDeps): PaymentProvider {
  switch (deps.config.provider) {
    case 'sandbox':
      return createSandboxProvider({ db: deps.db, now: deps.now, secret: deps.config.sandboxSecret, sessions: deps.sessions });
    case 'alipay':
      if (!deps.config.alipay) throw new Error('PAYMENT_PROVIDER=alipay without its settings (loadConfig reads them)');
      return createAlipayProvider({ db: deps.db, now: deps.now, config: deps.config.alipay });
  }
}

/** Recharge orders and the payment provider (spec §7 order/*, the provider's checkout and notifications). */
export const paymentsModule = defineModule('payments', async (app, { db, now, config, sessions, rateLimiter }) => {
  const deps = { db, now, config: config.payments, sessions, rateLimiter };
  await app.register(paymentRoutes(deps, createPaymentProvider(deps)), { prefix: API_PREFIX });
});
