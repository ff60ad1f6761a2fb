import { API_PREFIX, defineModule } from '../../platform/module';
import { vipRoutes } from './routes';

export { isActiveMember } from './service';

/** Membership (spec §6, §7): plans, the caller's status, buying with X钻. */
export const vipModule = defineModule('vip', async (app, context) => {
  await app.register(vipRoutes(context), { prefix: API_PREFIX });
});
