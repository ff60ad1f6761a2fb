import { SQUARE_LIMITS } from '@portal/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keptAnswer } from '../../platform/cache/kept-answer';
import { createReadCache } from '../../platform/cache/read-cache';
import type { CachedBody } from '../../platform/http/cached-body';
import { readUploadedFile } from '../../platform/http/uploaded-file';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import * as schemas from './schemas';
import type { SquareService } from './service';

/** How many distinct guest feed pages (tag × topic × sort × page × cursor) are kept at once. */
const CACHED_GUEST_PAGES = 2_000;

export interface SquareRouteOptions {
  /** How long a guest's feed page, and the tag list, are answered from memory (CATALOGUE_CACHE_MS; 0: never). */
  guestCacheTtlMs: number;
  /** Milliseconds of the module's clock. */
  clock: () => number;
}

/**
 * The square's calls (spec §7 Square under /api/v1/square, and /api/v1/user/follow|block).
 * Reads take an optional viewer (guests see liked/followed/mine false), writes need one; who
 * is asking comes from the token only.
 *
 * A guest's feed page is the same for every guest (no likes, follows or blocks of their own),
 * so it is kept serialized for a few seconds like the catalogue's pages: under load the feed
 * costs a query per page and period instead of one per request (bench:square). Players always
 * read fresh — their own post shows at once; guests see it within the cache period.
 */
export function squareRoutes(service: SquareService, options: SquareRouteOptions) {
  const guestPages = createReadCache<CachedBody>({ ttlMs: options.guestCacheTtlMs, max: CACHED_GUEST_PAGES, now: options.clock });
  const tagList = createReadCache<CachedBody>({ ttlMs: options.guestCacheTtlMs, max: 1, now: options.clock });
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const optional = { viewer: 'optional' } as const;
    const required = { viewer: 'required' } as const;
    const reader = (request: FastifyRequest) => request.viewer?.userId ?? null;
    const user = (request: FastifyRequest) => viewerOf(request).userId;
    const staff = { viewer: 'staff' } as const;
    const base = '/v1/square';

    // Every page's start-up asks for the tags (spec §4); they are the same for everyone and only
    // ops change them, so they are kept serialized like a guest's feed page (a query each time was
    // most of a start-up call's 0.6 ms of CPU).
    api.get(`${base}/tag/list`, { schema: schemas.tagListSchema }, async (request, reply) => {
      const tags = await tagList.get('tags', async (previous) => keptAnswer(reply, ok(await service.tags()), previous));
      return tags.send(request, reply);
    });

    // ---- Posts ----
    api.post(`${base}/post`, { schema: schemas.createPostSchema, config: required }, async (request) =>
      ok(await service.createPost(user(request), request.body)),
    );
    api.post(`${base}/image/upload`, { schema: schemas.uploadImageSchema, config: required }, async (request) =>
      ok(await service.uploadImage(user(request), await readUploadedFile(request, '图片', SQUARE_LIMITS.imageMaxBytes))),
    );
    api.get(`${base}/post/list`, { schema: schemas.postListSchema, config: optional }, async (request, reply) => {
      if (request.viewer) return ok(await service.listPosts(request.viewer.userId, request.query));
      const page = await guestPages.get(JSON.stringify(request.query), async (previous) =>
        keptAnswer(reply, ok(await service.listPosts(null, request.query)), previous),
      );
      return page.send(request, reply);
    });
    api.get(`${base}/post/me`, { schema: schemas.myPostsSchema, config: required }, async (request) =>
      ok(await service.myPosts(user(request), request.query)),
    );
    api.get(`${base}/post/follow`, { schema: schemas.followFeedSchema, config: required }, async (request) =>
      ok(await service.followFeed(user(request), request.query)),
    );
    api.get(`${base}/post/:id`, { schema: schemas.getPostSchema, config: optional }, async (request) =>
      ok(await service.getPost(reader(request), request.params.id)),
    );
    api.delete(`${base}/post/:id`, { schema: schemas.deletePostSchema, config: required }, async (request) =>
      ok(await service.deletePost(user(request), request.params.id)),
    );
    api.post(`${base}/post/:id/like`, { schema: schemas.likePostSchema, config: required }, async (request) =>
      ok(await service.likePost(user(request), request.params.id, true)),
    );
    api.delete(`${base}/post/:id/like`, { schema: schemas.unlikePostSchema, config: required }, async (request) =>
      ok(await service.likePost(user(request), request.params.id, false)),
    );

    // ---- Comments ----
    api.post(`${base}/post/:id/comment`, { schema: schemas.createCommentSchema, config: required }, async (request) =>
      ok(await service.createComment(user(request), request.params.id, request.body)),
    );
    api.get(`${base}/post/:id/comment/list`, { schema: schemas.commentListSchema, config: optional }, async (request) =>
      ok(await service.listComments(reader(request), request.params.id, request.query)),
    );
    api.get(`${base}/post/:postId/comment/:commentId/list`, { schema: schemas.repliesSchema, config: optional }, async (request) =>
      ok(await service.listReplies(reader(request), request.params.postId, request.params.commentId, request.query)),
    );
    api.get(`${base}/comment/me`, { schema: schemas.myCommentsSchema, config: required }, async (request) =>
      ok(await service.myComments(user(request), request.query)),
    );
    api.post(`${base}/comment/:id/like`, { schema: schemas.likeCommentSchema, config: required }, async (request) =>
      ok(await service.likeComment(user(request), request.params.id, true)),
    );
    api.delete(`${base}/comment/:id/like`, { schema: schemas.unlikeCommentSchema, config: required }, async (request) =>
      ok(await service.likeComment(user(request), request.params.id, false)),
    );
    api.delete(`${base}/comment/:id`, { schema: schemas.deleteCommentSchema, config: required }, async (request) =>
      ok(await service.deleteComment(user(request), request.params.id)),
    );

    // ---- Topics, settings, words, reports ----
    api.get(`${base}/keyword/suggestion`, { schema: schemas.keywordSuggestionSchema }, async (request) =>
      ok(await service.keywordSuggestions(request.query.keyword)),
    );
    api.get(`${base}/topic/trending`, { schema: schemas.trendingSchema }, async () => ok(await service.trendingTopics()));
    api.get(`${base}/config/list`, { schema: schemas.configListSchema }, async (request) => ok(await service.configList(request.query)));
    api.get(`${base}/sensitiveword/list`, { schema: schemas.sensitiveWordListSchema }, async (request) =>
      ok(await service.sensitiveWordList(request.query)),
    );
    api.post(`${base}/report`, { schema: schemas.reportSchema, config: required }, async (request) =>
      ok(await service.report(user(request), request.body)),
    );

    // ---- Staff ----
    api.post(`${base}/post/:id/pin`, { schema: schemas.pinPostSchema, config: staff }, async (request) =>
      ok(await service.pinPost(user(request), request.params.id, request.body.pinned)),
    );
    api.post(`${base}/post/:id/visibility`, { schema: schemas.postVisibilitySchema, config: staff }, async (request) =>
      ok(await service.setPostHidden(user(request), request.params.id, request.body.hidden)),
    );
    api.post(`${base}/comment/:id/visibility`, { schema: schemas.commentVisibilitySchema, config: staff }, async (request) =>
      ok(await service.setCommentHidden(user(request), request.params.id, request.body.hidden)),
    );
    api.get(`${base}/review/list`, { schema: schemas.reviewListSchema, config: staff }, async (request) =>
      ok(await service.reviewList(user(request))),
    );
    api.post(`${base}/sensitiveword`, { schema: schemas.addSensitiveWordSchema, config: staff }, async (request) =>
      ok(await service.addSensitiveWord(request.body.word, request.body.kind ?? 'block')),
    );
    api.delete(`${base}/sensitiveword`, { schema: schemas.removeSensitiveWordSchema, config: staff }, async (request) =>
      ok(await service.removeSensitiveWord(request.query.word, request.query.kind ?? 'block')),
    );

    // ---- Follows and blocks ----
    api.post('/v1/user/follow/:id', { schema: schemas.followSchema, config: required }, async (request) =>
      ok(await service.follow(user(request), request.params.id, true)),
    );
    api.delete('/v1/user/follow/:id', { schema: schemas.unfollowSchema, config: required }, async (request) =>
      ok(await service.follow(user(request), request.params.id, false)),
    );
    api.post('/v1/user/block/:id', { schema: schemas.blockSchema, config: required }, async (request) =>
      ok(await service.block(user(request), request.params.id, true)),
    );
    api.delete('/v1/user/block/:id', { schema: schemas.unblockSchema, config: required }, async (request) =>
      ok(await service.block(user(request), request.params.id, false)),
    );
  };
}
