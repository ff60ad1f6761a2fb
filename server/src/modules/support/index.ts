import { API_PREFIX, defineModule } from '../../platform/module';
import { createSensitiveWordCheck } from '../square';
import { supportRoutes } from './routes';
import { createSupportService } from './service';

/** Customer service (issue 14): a player's conversation with 客服, and staff's desk to answer it. */
export const supportModule = defineModule('support', async (app, context) => {
  const { db, now, rateLimiter, config } = context;
  const service = createSupportService({
    db,
    now,
    rateLimiter,
    hours: config.payments.serviceHours,
    findSensitiveWords: createSensitiveWordCheck(db, now),
  });
  await app.register(supportRoutes(service), { prefix: API_PREFIX });
});
