import type { Queryable } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { API_PREFIX, defineModule } from '../../platform/module';
import { startHotRefresher } from './hot-rank';
import { createPageAnchors } from './page-anchors';
import { squareRoutes } from './routes';
import { createSquareService } from './service';
import { createSquareSettings } from './square-settings';
import { preparePostImage } from './post-image';
import { squareMatcherFactory } from './publishing-gate';

export { refreshHotRanks } from './hot-rank';
export { giveBack, spendFlood } from './flood-limits';
export { isBlocked } from './repository';
export { checkedText, setStaff } from './service';
// For other modules publishing text (game reviews): the word list, flood limits, reports, blocks and staff.
export { createPublishingGate, hasBlocked, recordReport, type PublishingGate } from './publishing-gate';

/**
 * The square's word list as its own matcher, for another module's texts (private messages):
 * the same list, whitelist and normalisation (traditional → simplified) as posts and comments.
 */
export function createSquareWordSettings(db: Queryable, now: Clock) {
  return createSquareSettings(db, now, squareMatcherFactory);
}

/**
 * The square's sensitive-word gate as one function (customer-service messages): answers the
 * listed words found in the text.
 */
export function createSensitiveWordCheck(db: Queryable, now: Clock): (text: string) => Promise<string[]> {
  const settings = createSquareWordSettings(db, now);
  return async (text) => (await settings.matcher()).find(text);
}

/**
 * The community square (spec §7 Square, /api/v1/user/follow and block; issue 12): posts,
 * images, comments and replies, likes, follows, blocks, topics, reports and moderation.
 * The hot-rank timer starts with the app and stops when it closes.
 */
export const squareModule = defineModule('square', async (app, context) => {
  const { db, now, rateLimiter, storage } = context;
  const service = createSquareService({
    db,
    now,
    rateLimiter,
    storage,
    settings: createSquareWordSettings(db, now),
    anchors: createPageAnchors(),
    prepareImage: preparePostImage,
  });
  await app.register(squareRoutes(service, { guestCacheTtlMs: context.config.catalogue.cacheTtlMs, clock: () => now().getTime() }), {
    prefix: API_PREFIX,
  });
  let refresher: ReturnType<typeof startHotRefresher> | null = null;
  app.addHook('onReady', async () => {
    refresher = startHotRefresher(db, now, (error) => app.log.error({ err: error }, 'square hot-rank refresh failed'));
  });
  app.addHook('onClose', async () => {
    await refresher?.stop();
  });
});
