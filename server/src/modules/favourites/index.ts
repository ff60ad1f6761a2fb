import { API_PREFIX, defineModule } from '../../platform/module';
import { favoriteRoutes } from './routes';

/** Favourites (issue 14; spec §2 header "favourites"): a player's games and books. */
export const favouritesModule = defineModule('favourites', async (app, context) => {
  await app.register(favoriteRoutes(context), { prefix: API_PREFIX });
});
