import { API_PREFIX, defineModule } from '../../platform/module';
import { createPublishingGate } from '../square';
import { reviewRoutes } from './routes';
import { createReviewService } from './service';

// For the demo seed: reviews written through the same rules and counters as the API.
export { createReviewService } from './service';

/**
 * Ratings and reviews of games (issue 18): 1–5 stars with text by players who downloaded the
 * game, 有用 votes, the developer's pinned reply, reports — text checked by the square's gate.
 */
export const reviewsModule = defineModule('reviews', async (app, context) => {
  const { db, now, rateLimiter } = context;
  const service = createReviewService({ db, now, gate: createPublishingGate(db, now, rateLimiter) });
  await app.register(reviewRoutes(service, { guestCacheTtlMs: context.config.catalogue.cacheTtlMs, clock: () => now().getTime() }), {
    prefix: API_PREFIX,
  });
});
