import { API_PREFIX, defineModule } from '../../platform/module';
import { createRealNameProvider } from './create-real-name-provider';
import { protectionRoutes } from './routes';

export { assertPurchaseAllowed, assertRechargeAllowed, markDemoAdult } from './service';

/**
 * Player protection (issue 15; NPPA rules of 2019 and 2021): real-name verification through a
 * provider chosen by REALNAME_PROVIDER, and the spending rules for minors that payments (recharge
 * orders) and the wallet (every X钻 debit) apply inside their charge's transaction.
 */
export const protectionModule = defineModule('protection', async (app, { db, now, config, rateLimiter }) => {
  const provider = createRealNameProvider(config.protection, now, app.log);
  await app.register(protectionRoutes({ db, now, config: config.protection, provider, rateLimiter }), { prefix: API_PREFIX });
});
