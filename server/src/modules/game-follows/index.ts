import { API_PREFIX, defineModule } from '../../platform/module';
import { gameFollowRoutes } from './routes';

export { addVersion, follow } from './service';

/** Following a game and its update log (issue 18): followers get one message per new version. */
export const gameFollowsModule = defineModule('game-follows', async (app, context) => {
  await app.register(gameFollowRoutes(context), { prefix: API_PREFIX });
});
