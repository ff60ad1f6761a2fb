import { API_PREFIX, defineModule } from '../../platform/module';
import { bulletinRoutes } from './routes';

/** Announcements (spec §3 Bulletin): the home page's once-a-day popup reads them. */
export const bulletinModule = defineModule('bulletin', async (app, context) => {
  await app.register(bulletinRoutes(context), { prefix: API_PREFIX });
});
