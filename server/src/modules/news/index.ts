import { API_PREFIX, defineModule } from '../../platform/module';
import { newsRoutes } from './routes';

/** Game news (spec §7 Games: web/game/news/list, web/game/news/detail). */
export const newsModule = defineModule('news', async (app, context) => {
  await app.register(newsRoutes(context), { prefix: API_PREFIX });
});
