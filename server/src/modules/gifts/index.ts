import { API_PREFIX, defineModule } from '../../platform/module';
import { giftRoutes } from './routes';

/** Gift packs and their codes (spec §7 Games: giftlist, gifts/all, gift/claim, user/game/gifts). */
export const giftsModule = defineModule('gifts', async (app, context) => {
  await app.register(giftRoutes(context), { prefix: API_PREFIX });
});
