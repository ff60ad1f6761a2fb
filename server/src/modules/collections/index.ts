import { API_PREFIX, defineModule } from '../../platform/module';
import { collectionRoutes } from './routes';

export { createCollection, likeCollection } from './service';

/** Collections (游戏单, issue 18): ordered, public or private lists of games, liked once per person. */
export const collectionsModule = defineModule('collections', async (app, context) => {
  await app.register(collectionRoutes(context), { prefix: API_PREFIX });
});
