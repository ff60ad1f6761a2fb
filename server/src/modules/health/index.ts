import { API_PREFIX, defineModule } from '../../platform/module';
import { healthRoutes } from './routes';

/** GET /api/health, for load balancers and ops. */
export const healthModule = defineModule('health', async (app, context) => {
  await app.register(healthRoutes(context), { prefix: API_PREFIX });
});
