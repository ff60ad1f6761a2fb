import { API_PREFIX, defineModule } from '../../platform/module';
import { walletRoutes } from './routes';

export { changeBalance, grantOnce, InsufficientBalanceError, lockWallet } from './service';

/** The diamond (X钻) balance and its ledger: the only way money moves (architecture: money rules). */
export const walletModule = defineModule('wallet', async (app, context) => {
  await app.register(walletRoutes(context), { prefix: API_PREFIX });
});
