import type { FastifyInstance } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import type { CachedBody } from '../../platform/http/cached-body';
import { clientIdentity } from '../../platform/http/client-identity';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { findChapter, type StoredChapter } from './repository';
import {
  animateHomeSchema,
  bookInfoSchema,
  bookListSchema,
  chapterBuySchema,
  chapterContentSchema,
  chapterListSchema,
  clearHistorySchema,
  deleteHistorySchema,
  historySchema,
  progressSchema,
  saveProgressSchema,
  subscribeSchema,
  subscriptionListSchema,
  tagListSchema,
  unsubscribeSchema,
} from './schemas';
import {
  animateHome,
  bookInfo,
  bookList,
  buyChapter,
  chapterAccess,
  chapterContent,
  chapterMenu,
  deleteHistory,
  history,
  readingProgress,
  readingTags,
  saveProgress,
  subscribe,
  subscriptions,
  unsubscribe,
} from './service';

const CACHED_CHAPTERS = 2_000;

/** A chapter as kept in memory (null: no such chapter): the chapter and its two answers serialized. */
type CachedChapter = { chapter: StoredChapter; unread: CachedBody; read: CachedBody } | null;

/** The reading section's calls under /api/v1/reading (issue 13; the spec shows none). */
export function readingRoutes({ db, now, config }: ModuleContext) {
  // A chapter's answer is the same for every reader who may read it, but for the read mark, and
  // chapters are read far more than they change: both answers are kept serialized (with their
  // compressed twins) as long as the catalogue's (CATALOGUE_CACHE_MS; a chapter added to a book
  // shows as the last one's "next" within that time). Who may read it is checked per request.
  const clock = () => now().getTime();
  const chapters = createReadCache<CachedChapter>({ ttlMs: config.catalogue.cacheTtlMs, max: CACHED_CHAPTERS, now: clock });

  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const prefix = '/v1/reading';

    api.get(`${prefix}/tag/list`, { schema: tagListSchema }, async (request) => ok(await readingTags(db, request.query.kind ?? null)));

    api.get(`${prefix}/book/list`, { schema: bookListSchema }, async (request) => ok(await bookList(db, request.query)));

    api.get(`${prefix}/book/:id`, { schema: bookInfoSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await bookInfo(db, request.params.id, request.viewer?.userId ?? null)),
    );

    api.get(`${prefix}/book/:id/chapters`, { schema: chapterListSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await chapterMenu(db, request.params.id, request.viewer?.userId ?? null, request.query, now())),
    );

    api.get(`${prefix}/book/:id/chapter/:cid`, { schema: chapterContentSchema, config: { viewer: 'optional' } }, async (request, reply) => {
      const { id, cid } = request.params;
      const cached = await chapters.get(String(cid), async (previous) => {
        const chapter = await findChapter(db, cid);
        if (!chapter) return null;
        const unread = keptAnswer(reply, ok(chapterContent(chapter, false)), previous?.unread);
        return { chapter, unread, read: keptAnswer(reply, ok(chapterContent(chapter, true)), previous?.read) };
      });
      const { read } = await chapterAccess(db, cached?.chapter, id, cid, request.viewer?.userId ?? null, now());
      return (read ? cached!.read : cached!.unread).send(request, reply);
    });

    api.post(`${prefix}/book/:id/chapter/:cid/buy`, { schema: chapterBuySchema, config: { viewer: 'required' } }, async (request) =>
      ok(await buyChapter(db, viewerOf(request).userId, request.params.id, request.params.cid, now())),
    );

    api.get(`${prefix}/progress`, { schema: progressSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await readingProgress(db, viewerOf(request).userId, request.query.bookId)),
    );

    api.post(`${prefix}/progress`, { schema: saveProgressSchema, config: { viewer: 'required' } }, async (request) => {
      // The device is the client's word: it only names whose position this is, it lifts no rule.
      const deviceId = clientIdentity(request).deviceId ?? 'unknown';
      const { bookId, locator, readAt } = request.body;
      return ok(await saveProgress(db, { userId: viewerOf(request).userId, deviceId, bookId, locator, readAt }, now()));
    });

    api.get(`${prefix}/history`, { schema: historySchema, config: { viewer: 'required' } }, async (request) =>
      ok(await history(db, viewerOf(request).userId, request.query)),
    );

    api.delete(`${prefix}/history/:id`, { schema: deleteHistorySchema, config: { viewer: 'required' } }, async (request) => {
      await deleteHistory(db, viewerOf(request).userId, request.params.id);
      return ok(null);
    });

    api.delete(`${prefix}/history`, { schema: clearHistorySchema, config: { viewer: 'required' } }, async (request) => {
      await deleteHistory(db, viewerOf(request).userId, null);
      return ok(null);
    });

    api.post(`${prefix}/subscription/:id`, { schema: subscribeSchema, config: { viewer: 'required' } }, async (request) => {
      await subscribe(db, viewerOf(request).userId, request.params.id, now());
      return ok(null);
    });

    api.delete(`${prefix}/subscription/:id`, { schema: unsubscribeSchema, config: { viewer: 'required' } }, async (request) => {
      await unsubscribe(db, viewerOf(request).userId, request.params.id);
      return ok(null);
    });

    api.get(`${prefix}/subscription/list`, { schema: subscriptionListSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await subscriptions(db, viewerOf(request).userId, request.query)),
    );

    api.get(`${prefix}/animate/home`, { schema: animateHomeSchema }, async () => ok(await animateHome(db)));
  };
}
