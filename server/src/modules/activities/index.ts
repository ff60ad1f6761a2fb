import { API_PREFIX, defineModule } from '../../platform/module';
import { bannerRoutes } from './banners';
import { activityRoutes } from './routes';
import { countEvent } from './service';

export { ACTIVITY_BANNERS, bannerUrl } from './banners';
// Writers of activities as data, for the demo seed, tests and operators' scripts.
export { anyActivity, insertActivity, type NewActivity, type NewTask } from './repository';

/**
 * The activity centre (spec §1, §2 /activity; issue 14): activities with tasks that the real
 * actions of other modules advance — this module subscribes to their domain events at start.
 */
export const activitiesModule = defineModule('activities', async (app, context) => {
  const unsubscribe = context.events.subscribe('activities', countEvent);
  app.addHook('onClose', async () => unsubscribe());
  await app.register(activityRoutes(context), { prefix: API_PREFIX });
  await app.register(bannerRoutes());
});
