import { API_PREFIX, defineModule } from '../../platform/module';
import { checkinRoutes } from './routes';

/** Daily check-in with streaks, the reward table and make-ups (spec §1, §2 /checkin; issue 14). */
export const checkinModule = defineModule('checkin', async (app, context) => {
  await app.register(checkinRoutes(context), { prefix: API_PREFIX });
});
