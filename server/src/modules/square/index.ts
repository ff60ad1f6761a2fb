import { API_PREFIX, defineModule } from '../../platform/module';
import { squareRoutes } from './routes';

/** The community square (spec §7 Square): the topic tags; posts and comments come with the square issue. */
export const squareModule = defineModule('square', async (app, context) => {
  await app.register(squareRoutes(context), { prefix: API_PREFIX });
});
