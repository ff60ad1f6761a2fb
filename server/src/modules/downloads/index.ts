import { API_PREFIX, defineModule } from '../../platform/module';
import { downloadRoutes } from './routes';

export { hasDownloaded } from './repository';

/** Downloads and purchases of games (spec §4 download flow, §6 who pays). */
export const downloadsModule = defineModule('downloads', async (app, context) => {
  await app.register(downloadRoutes(context), { prefix: API_PREFIX });
});
