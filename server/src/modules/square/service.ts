import { createHash } from 'node:crypto';
import { topicsOf } from '@portal/shared/rules';
import type {
  BlockResult,
  Comment,
  CreateCommentRequest,
  CreatePostRequest,
  DeletedResult,
  FollowResult,
  KeywordSuggestion,
  LikeResult,
  MyComment,
  Post,
  PostImage,
  ReportRequest,
  ReportResult,
  SensitiveWordList,
  SquareAuthor,
  SquareConfigList,
  SquarePage,
  Tag,
  Topic,
} from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { domainEventsOf } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { HOUR_MS, spendQuotas } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { Storage } from '../../platform/storage/storage';
import { floodQuotas, giveBack, spendFlood, type Publication } from './flood-limits';
import type { PreparedPostImage } from './post-image';
import { decodeCommentCursor, decodePostCursor, encodeCommentCursor, encodePostCursor } from './list-cursor';
import type { PageAnchors } from './page-anchors';
import * as repo from './repository';
import type { CommentKey, CommentRow, PostFilter, PostKey, PostRow, ReaderScope } from './repository';
import type { SquareLimits, SquareSettings } from './square-settings';

/**
 * The square's rules (issue 12): who may read, write and delete what; publishing limits and
 * the sensitive-word gate; likes, follows, blocks and reports with counters kept equal to their
 * rows; lists paged by keyset under the spec's page numbers.
 */
export interface SquareDeps {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  storage: Storage;
  settings: SquareSettings;
  anchors: PageAnchors<object>;
  prepareImage: (bytes: Buffer) => Promise<PreparedPostImage | null>;
}

export interface PageQuery {
  currentPage?: number;
  pageSize?: number;
  cursor?: string;
}

/** A deleted top-level comment that still has replies keeps its place with this text (the thread stays readable). */
export const DELETED_COMMENT_TEXT = '该评论已删除';
/** Images one account may upload per hour. */
export const IMAGE_UPLOADS_PER_HOUR = 100;
/** Topics kept per post (the first ones in the text). */
export const MAX_TOPICS_PER_POST = 10;
/** Trending topics: posts of the last 7 days. */
const TRENDING_DAYS = 7;

const iso = (value: Date | string) => new Date(value).toISOString();

function author(uid: string, name: string, avatar: string, staff: boolean, followed: boolean): SquareAuthor {
  return { uid, name, avatar, followed, staff };
}

export function toPost(row: PostRow, reader: ReaderScope): Post {
  return {
    id: Number(row.id),
    author: author(row.author_id, row.author_name, row.author_avatar, row.author_staff, row.followed),
    content: row.content,
    images: row.images.map((image) => ({ ...image, id: Number(image.id) })),
    tagId: row.tag_id === null ? null : Number(row.tag_id),
    tag: row.tag,
    topics: row.topics,
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
    liked: row.liked,
    pinned: row.pinned,
    hidden: row.hidden,
    mine: reader.uid === row.author_id,
    createdAt: iso(row.created_at),
  };
}

export function toComment(row: CommentRow, reader: ReaderScope): Comment {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    author: author(row.author_id, row.author_name, row.author_avatar, row.author_staff, row.followed),
    content: row.deleted ? DELETED_COMMENT_TEXT : row.content,
    replyCommentId: row.reply_comment_id === null ? null : Number(row.reply_comment_id),
    rootCommentId: row.root_comment_id === null ? null : Number(row.root_comment_id),
    replyTo:
      row.reply_uid === null
        ? null
        : author(row.reply_uid, row.reply_name ?? '', row.reply_avatar ?? '', row.reply_staff ?? false, row.reply_followed),
    likeCount: Number(row.like_count),
    replyCount: Number(row.reply_count),
    liked: row.liked,
    hidden: row.hidden,
    mine: reader.uid === row.author_id,
    createdAt: iso(row.created_at),
  };
}

const postKeyOf = (row: PostRow): PostKey => ({ pinned: row.pinned, rank: row.hot_rank, id: row.id });
const commentKeyOf = (row: CommentRow): CommentKey => ({ likes: Number(row.like_count), id: row.id });

/** Characters as a reader counts them (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** Trims and checks a text against its limit; the 400 names the field like every other input error. */
export function checkedText(field: string, text: string, maxLength: number): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new AppError(ResultCode.badRequest, 400, `参数错误：${field} 不能为空`);
  if (lengthOf(trimmed) > maxLength) throw new AppError(ResultCode.badRequest, 400, `参数错误：${field} 不能超过 ${maxLength} 个字符`);
  return trimmed;
}

export function createSquareService(deps: SquareDeps) {
  const { db, now, rateLimiter, storage, settings, anchors } = deps;

  async function readerOf(uid: string | null): Promise<ReaderScope> {
    if (uid === null) return { uid: null, staff: false };
    const facts = await repo.userFacts(db, uid);
    return { uid, staff: facts?.staff ?? false };
  }

  /** What staff see: the staff routes admit staff only (`viewer: 'staff'`). */
  const staffScope = (uid: string): ReaderScope => ({ uid, staff: true });

  async function assertNoSensitiveWords(text: string): Promise<void> {
    const found = (await settings.matcher()).find(text);
    if (found.length > 0) throw new AppError(ResultCode.sensitiveWords, 400, `内容包含敏感词：${found.join('、')}`);
  }

  /** Spends the flood quotas of one publication by uid (429 when over). */
  async function spendPublishing(kind: Publication, uid: string, text: string, limits: SquareLimits): Promise<string[]> {
    const facts = await repo.userFacts(db, uid);
    if (!facts) throw new AppError(ResultCode.sessionInvalid, 401);
    const at = now();
    const young = at.getTime() - new Date(facts.created_at).getTime() < limits.newAccountHours * HOUR_MS;
    return spendFlood(rateLimiter, floodQuotas(kind, uid, text, young, limits), at);
  }

  /**
   * A page of a list under the spec's page numbers: after the cursor when one is given,
   * otherwise after the remembered end of the page before (page-anchors.ts), skipping only
   * the pages no anchor covers.
   */
  async function page<K extends object, R>(options: {
    list: string;
    query: PageQuery;
    decode: (cursor: string) => K;
    encode: (key: K) => string;
    keyOf: (row: R) => K;
    fetch: (after: K | null, skip: number, limit: number) => Promise<R[]>;
    total: () => Promise<number>;
  }): Promise<{ rows: R[]; total: number; currentPage: number; pageSize: number; hasMore: boolean; nextCursor: string | null }> {
    const currentPage = options.query.currentPage ?? 1;
    const pageSize = options.query.pageSize ?? 20;
    const list = `${options.list}|${pageSize}`;
    let after: K | null = null;
    let skip = 0;
    if (options.query.cursor) {
      after = options.decode(options.query.cursor);
    } else if (currentPage > 1) {
      const anchor = anchors.nearest(list, currentPage - 1) as { page: number; key: K } | null;
      after = anchor?.key ?? null;
      skip = (currentPage - 1 - (anchor?.page ?? 0)) * pageSize;
    }
    const [fetched, total] = await Promise.all([options.fetch(after, skip, pageSize + 1), options.total()]);
    const hasMore = fetched.length > pageSize;
    const rows = fetched.slice(0, pageSize);
    const last = rows.at(-1);
    if (last !== undefined) anchors.remember(list, currentPage, options.keyOf(last));
    return {
      rows,
      total,
      currentPage,
      pageSize,
      hasMore,
      nextCursor: hasMore && last !== undefined ? options.encode(options.keyOf(last)) : null,
    };
  }

  async function postsPage(reader: ReaderScope, filter: PostFilter, sort: 1 | 2, query: PageQuery): Promise<SquarePage<Post>> {
    const filterKey =
      filter.kind === 'tag'
        ? `tag:${filter.tagId}`
        : filter.kind === 'topic'
          ? `topic:${filter.topic}`
          : filter.kind === 'author'
            ? `author:${filter.authorId}`
            : filter.kind === 'follow'
              ? `follow:${filter.followerId}`
              : 'all';
    const result = await page<PostKey, PostRow>({
      list: `posts|${filterKey}|${sort}|${reader.uid ?? 'guest'}|${reader.staff ? 1 : 0}`,
      query,
      decode: (cursor) => decodePostCursor(cursor, sort),
      encode: (key) => encodePostCursor(sort, key),
      keyOf: postKeyOf,
      fetch: (after, skip, limit) => repo.postPage(db, reader, { filter, sort, after, skip, limit }),
      total: () => repo.postTotal(db, filter),
    });
    const { rows, ...info } = result;
    return { items: rows.map((row) => toPost(row, reader)), ...info };
  }

  async function commentsPage<T>(
    reader: ReaderScope,
    scope: repo.CommentPageRequest['scope'],
    sort: 1 | 2,
    query: PageQuery,
    map: (row: CommentRow) => T,
  ): Promise<SquarePage<T>> {
    const scopeKey =
      scope.kind === 'post' ? `post:${scope.postId}` : scope.kind === 'replies' ? `replies:${scope.rootId}` : `author:${scope.authorId}`;
    const result = await page<CommentKey, CommentRow>({
      list: `comments|${scopeKey}|${sort}|${reader.uid ?? 'guest'}|${reader.staff ? 1 : 0}`,
      query,
      decode: (cursor) => decodeCommentCursor(cursor, sort),
      encode: (key) => encodeCommentCursor(sort, key),
      keyOf: commentKeyOf,
      fetch: (after, skip, limit) => repo.commentPage(db, reader, { scope, sort, after, skip, limit }),
      total: () => repo.commentTotal(db, scope),
    });
    const { rows, ...info } = result;
    return { items: rows.map(map), ...info };
  }

  /** A post the reader may see: live, and not hidden unless they wrote it or are staff. */
  async function visiblePost(postId: number, reader: ReaderScope) {
    const facts = await repo.postFacts(db, postId);
    if (!facts || facts.deleted || (facts.hidden && facts.author_id !== reader.uid && !reader.staff)) {
      throw new AppError(ResultCode.postNotFound, 404);
    }
    return facts;
  }

  async function visibleComment(commentId: number, reader: ReaderScope) {
    const facts = await repo.commentFacts(db, commentId);
    if (!facts || facts.deleted || !facts.post_live || (facts.hidden && facts.author_id !== reader.uid && !reader.staff)) {
      throw new AppError(ResultCode.commentNotFound, 404);
    }
    return facts;
  }

  async function postAs(postId: number | string, reader: ReaderScope): Promise<Post> {
    const row = await repo.findPost(db, postId, reader.uid);
    if (!row || (row.hidden && row.author_id !== reader.uid && !reader.staff)) throw new AppError(ResultCode.postNotFound, 404);
    return toPost(row, reader);
  }

  async function commentAs(commentId: number | string, reader: ReaderScope): Promise<Comment> {
    const row = await repo.findComment(db, commentId, reader.uid);
    if (!row) throw new AppError(ResultCode.commentNotFound, 404);
    return toComment(row, reader);
  }

  async function existingUser(uid: number): Promise<string> {
    const facts = await repo.userFacts(db, uid);
    if (!facts) throw new AppError(ResultCode.userNotFound, 404);
    return facts.uid;
  }

  return {
    tags: (): Promise<Tag[]> => repo.listTags(db),

    async getPost(viewer: string | null, postId: number): Promise<Post> {
      return postAs(postId, await readerOf(viewer));
    },

    async listPosts(viewer: string | null, query: PageQuery & { tagId?: number; topic?: string; sort?: 1 | 2 }): Promise<SquarePage<Post>> {
      const topic = query.topic?.trim();
      const filter: PostFilter = topic ? { kind: 'topic', topic } : query.tagId ? { kind: 'tag', tagId: query.tagId } : { kind: 'all' };
      return postsPage(await readerOf(viewer), filter, query.sort ?? 2, query);
    },

    async myPosts(viewer: string, query: PageQuery & { sort?: 1 | 2 }): Promise<SquarePage<Post>> {
      return postsPage(await readerOf(viewer), { kind: 'author', authorId: viewer }, query.sort ?? 2, query);
    },

    async followFeed(viewer: string, query: PageQuery): Promise<SquarePage<Post>> {
      return postsPage(await readerOf(viewer), { kind: 'follow', followerId: viewer }, 2, query);
    },

    async createPost(viewer: string, body: CreatePostRequest): Promise<Post> {
      const limits = await settings.limits();
      const content = checkedText('content', body.content, limits.postMaxLength);
      const imageIds = body.imageIds ?? [];
      if (imageIds.length > limits.maxImages)
        throw new AppError(ResultCode.badRequest, 400, `参数错误：imageIds 最多 ${limits.maxImages} 项`);
      const tagId = body.tagId ?? null;
      if (tagId !== null && !(await repo.tagExists(db, tagId))) throw new AppError(ResultCode.tagNotFound, 400);
      await assertNoSensitiveWords(content);
      const topics = topicsOf(content).slice(0, MAX_TOPICS_PER_POST);
      const spent = await spendPublishing('post', viewer, content, limits);
      try {
        const at = now();
        const postId = await db.transaction(async (tx) => {
          const id = await repo.insertPost(tx, { authorId: viewer, content, tagId, topics, at });
          if ((await repo.attachImages(tx, id, viewer, imageIds)) !== imageIds.length) throw new AppError(ResultCode.imageNotFound, 400);
          await repo.addPostTopics(tx, id, topics, at);
          await repo.bumpCounters(tx, tagId === null ? ['posts'] : ['posts', `posts:tag:${tagId}`], 1);
          await repo.bumpUserStats(tx, [{ uid: viewer, stat: 'post_count', delta: 1 }]);
          await domainEventsOf(db).publish(tx, { type: 'post', userId: viewer, at });
          return id;
        });
        return postAs(postId, await readerOf(viewer));
      } catch (error) {
        await giveBack(rateLimiter, spent);
        throw error;
      }
    },

    async deletePost(viewer: string, postId: number): Promise<DeletedResult> {
      const reader = await readerOf(viewer);
      const facts = await repo.postFacts(db, postId);
      if (!facts || facts.deleted) throw new AppError(ResultCode.postNotFound, 404);
      if (facts.author_id !== viewer && !reader.staff) throw new AppError(ResultCode.notAuthor, 403);
      await db.transaction(async (tx) => {
        const deleted = await repo.softDeletePost(tx, postId, now());
        if (!deleted) throw new AppError(ResultCode.postNotFound, 404);
        await repo.removePostTopics(tx, deleted.topics);
        await repo.bumpCounters(tx, deleted.tag_id === null ? ['posts'] : ['posts', `posts:tag:${deleted.tag_id}`], -1);
        await repo.bumpUserStats(tx, [{ uid: deleted.author_id, stat: 'post_count', delta: -1 }]);
      });
      return { deleted: true };
    },

    async likePost(viewer: string, postId: number, like: boolean): Promise<LikeResult> {
      await visiblePost(postId, await readerOf(viewer));
      const likeCount = await db.transaction((tx) =>
        like ? repo.likePost(tx, postId, viewer, now()) : repo.unlikePost(tx, postId, viewer),
      );
      return { liked: like, likeCount };
    },

    async uploadImage(viewer: string, bytes: Buffer): Promise<PostImage> {
      await spendQuotas(
        rateLimiter,
        [
          {
            key: `square:image:${viewer}`,
            limit: IMAGE_UPLOADS_PER_HOUR,
            windowMs: HOUR_MS,
            refusal: (wait) => `上传图片过于频繁，请 ${wait}后再试`,
          },
        ],
        now(),
      );
      const prepared = await deps.prepareImage(bytes);
      if (!prepared) throw new AppError(ResultCode.unsupportedImage, 400, '图片仅支持 PNG、JPEG 或 WebP 格式');
      const hash = (data: Buffer) => createHash('sha256').update(data).digest('hex');
      const url = await storage.put(
        `posts/${hash(prepared.full.bytes)}.${prepared.full.ext}`,
        prepared.full.bytes,
        prepared.full.contentType,
      );
      const thumbUrl = await storage.put(
        `thumbs/${hash(prepared.thumb.bytes)}.${prepared.thumb.ext}`,
        prepared.thumb.bytes,
        prepared.thumb.contentType,
      );
      const id = await repo.insertImage(db, { ownerId: viewer, url, thumbUrl, width: prepared.width, height: prepared.height, at: now() });
      return { id, url, thumbUrl, width: prepared.width, height: prepared.height };
    },

    async listComments(viewer: string | null, postId: number, query: PageQuery & { sort?: 1 | 2 }): Promise<SquarePage<Comment>> {
      const reader = await readerOf(viewer);
      await visiblePost(postId, reader);
      return commentsPage(reader, { kind: 'post', postId }, query.sort ?? 1, query, (row) => toComment(row, reader));
    },

    async listReplies(viewer: string | null, postId: number, commentId: number, query: PageQuery): Promise<SquarePage<Comment>> {
      const reader = await readerOf(viewer);
      await visiblePost(postId, reader);
      const root = await repo.commentFacts(db, commentId);
      if (!root || root.post_id !== String(postId) || root.root_comment_id !== null) throw new AppError(ResultCode.commentNotFound, 404);
      return commentsPage(reader, { kind: 'replies', rootId: commentId }, 2, query, (row) => toComment(row, reader));
    },

    async myComments(viewer: string, query: PageQuery & { sort?: 1 | 2 }): Promise<SquarePage<MyComment>> {
      const reader = await readerOf(viewer);
      return commentsPage(reader, { kind: 'author', authorId: viewer }, query.sort ?? 2, query, (row) => ({
        ...toComment(row, reader),
        postExcerpt: row.post_excerpt ?? '',
        postDeleted: row.post_deleted ?? false,
      }));
    },

    async createComment(viewer: string, postId: number, body: CreateCommentRequest): Promise<Comment> {
      const limits = await settings.limits();
      const content = checkedText('content', body.content, limits.commentMaxLength);
      const reader = await readerOf(viewer);
      await visiblePost(postId, reader);
      const replyCommentId = body.replyCommentId ?? null;
      let rootCommentId: string | null = null;
      if (replyCommentId !== null) {
        const target = await repo.commentFacts(db, replyCommentId);
        if (!target || target.deleted || target.post_id !== String(postId)) throw new AppError(ResultCode.commentNotFound, 404);
        rootCommentId = target.root_comment_id ?? String(replyCommentId);
      }
      await assertNoSensitiveWords(content);
      const spent = await spendPublishing('comment', viewer, content, limits);
      try {
        const at = now();
        const commentId = await db.transaction(async (tx) => {
          // Lock order: the post, then the top-level comment, then the user's counters.
          await repo.countCommentOnPost(tx, postId, rootCommentId === null, 1);
          if (rootCommentId !== null) await repo.countReply(tx, rootCommentId, 1);
          const id = await repo.insertComment(tx, { postId, authorId: viewer, content, replyCommentId, rootCommentId, at });
          await repo.bumpUserStats(tx, [{ uid: viewer, stat: 'comment_count', delta: 1 }]);
          return id;
        });
        return commentAs(commentId, reader);
      } catch (error) {
        await giveBack(rateLimiter, spent);
        throw error;
      }
    },

    async deleteComment(viewer: string, commentId: number): Promise<DeletedResult> {
      const reader = await readerOf(viewer);
      const facts = await repo.commentFacts(db, commentId);
      if (!facts || facts.deleted) throw new AppError(ResultCode.commentNotFound, 404);
      if (facts.author_id !== viewer && !reader.staff) throw new AppError(ResultCode.notAuthor, 403);
      await db.transaction(async (tx) => {
        await repo.countCommentOnPost(tx, Number(facts.post_id), facts.root_comment_id === null, -1);
        if (facts.root_comment_id !== null) await repo.countReply(tx, facts.root_comment_id, -1);
        if (!(await repo.softDeleteComment(tx, commentId, now()))) throw new AppError(ResultCode.commentNotFound, 404);
        await repo.bumpUserStats(tx, [{ uid: facts.author_id, stat: 'comment_count', delta: -1 }]);
      });
      return { deleted: true };
    },

    async likeComment(viewer: string, commentId: number, like: boolean): Promise<LikeResult> {
      await visibleComment(commentId, await readerOf(viewer));
      const likeCount = await db.transaction((tx) =>
        like ? repo.likeComment(tx, commentId, viewer, now()) : repo.unlikeComment(tx, commentId, viewer),
      );
      return { liked: like, likeCount };
    },

    async follow(viewer: string, target: number, follow: boolean): Promise<FollowResult> {
      if (String(target) === viewer) throw new AppError(ResultCode.cannotFollowSelf, 400);
      const targetId = await existingUser(target);
      const followerCount = await db.transaction(async (tx) => {
        await repo.lockUserPair(tx, viewer, targetId);
        if (follow) {
          if (await repo.isBlocked(tx, targetId, viewer)) throw new AppError(ResultCode.blockedByUser, 403);
          if (await repo.insertFollow(tx, viewer, targetId, now())) {
            await repo.bumpUserStats(tx, [
              { uid: targetId, stat: 'follower_count', delta: 1 },
              { uid: viewer, stat: 'following_count', delta: 1 },
            ]);
          }
        } else if (await repo.deleteFollow(tx, viewer, targetId)) {
          await repo.bumpUserStats(tx, [
            { uid: targetId, stat: 'follower_count', delta: -1 },
            { uid: viewer, stat: 'following_count', delta: -1 },
          ]);
        }
        return repo.followerCount(tx, targetId);
      });
      return { followed: follow, followerCount };
    },

    /** Blocking also ends the blocked user's follow of me (they may not follow me while blocked). */
    async block(viewer: string, target: number, block: boolean): Promise<BlockResult> {
      if (String(target) === viewer) throw new AppError(ResultCode.cannotBlockSelf, 400);
      const targetId = await existingUser(target);
      await db.transaction(async (tx) => {
        await repo.lockUserPair(tx, viewer, targetId);
        if (!block) return repo.deleteBlock(tx, viewer, targetId);
        await repo.insertBlock(tx, viewer, targetId, now());
        if (await repo.deleteFollow(tx, targetId, viewer)) {
          await repo.bumpUserStats(tx, [
            { uid: viewer, stat: 'follower_count', delta: -1 },
            { uid: targetId, stat: 'following_count', delta: -1 },
          ]);
        }
      });
      return { blocked: block };
    },

    async report(viewer: string, body: ReportRequest): Promise<ReportResult> {
      const reader = await readerOf(viewer);
      if (body.targetType === 'post') await visiblePost(body.targetId, reader);
      else await visibleComment(body.targetId, reader);
      const { reportsToHide } = await settings.limits();
      await db.transaction(async (tx) => {
        const report = {
          reporterId: viewer,
          targetType: body.targetType,
          targetId: body.targetId,
          reason: body.reason?.trim() ?? '',
          at: now(),
        };
        if (!(await repo.insertReport(tx, report))) return;
        if (body.targetType === 'post') await repo.countPostReport(tx, body.targetId, reportsToHide);
        else await repo.countCommentReport(tx, body.targetId, reportsToHide);
      });
      return { reported: true };
    },

    async keywordSuggestions(keyword: string): Promise<KeywordSuggestion[]> {
      const text = keyword.trim();
      if (text === '') return [];
      return (await repo.topicsMatching(db, text, 10)).map((row) => ({ keyword: row.topic, postCount: Number(row.n) }));
    },

    async trendingTopics(): Promise<Topic[]> {
      const since = new Date(now().getTime() - TRENDING_DAYS * 24 * HOUR_MS);
      return (await repo.trendingTopics(db, since, 10)).map((row) => ({ topic: row.topic, postCount: Number(row.n) }));
    },

    async configList(query: { currentPage?: number; pageSize?: number }): Promise<SquareConfigList> {
      const pageSize = query.pageSize ?? 99;
      return repo.publicConfigPage(db, pageSize, ((query.currentPage ?? 1) - 1) * pageSize);
    },

    async sensitiveWordList(query: { currentPage?: number; pageSize?: number }): Promise<SensitiveWordList> {
      const pageSize = query.pageSize ?? 99;
      const page = await repo.blockWordPage(db, pageSize, ((query.currentPage ?? 1) - 1) * pageSize);
      return { records: page.records.map((record) => ({ id: Number(record.id), word: record.word })), total: page.total };
    },

    // ---- Staff ----

    async pinPost(viewer: string, postId: number, pinned: boolean): Promise<Post> {
      const reader = staffScope(viewer);
      if (!(await db.transaction((tx) => repo.setPostPinned(tx, postId, pinned)))) throw new AppError(ResultCode.postNotFound, 404);
      return postAs(postId, reader);
    },

    async setPostHidden(viewer: string, postId: number, hidden: boolean): Promise<Post> {
      const reader = staffScope(viewer);
      if (!(await db.transaction((tx) => repo.setPostHidden(tx, postId, hidden)))) throw new AppError(ResultCode.postNotFound, 404);
      return postAs(postId, reader);
    },

    async setCommentHidden(viewer: string, commentId: number, hidden: boolean): Promise<Comment> {
      const reader = staffScope(viewer);
      if (!(await db.transaction((tx) => repo.setCommentHidden(tx, commentId, hidden))))
        throw new AppError(ResultCode.commentNotFound, 404);
      return commentAs(commentId, reader);
    },

    async reviewList(viewer: string) {
      const reader = staffScope(viewer);
      const [posts, comments] = await Promise.all([repo.postsToReview(db, viewer, 100), repo.commentsToReview(db, viewer, 100)]);
      return {
        posts: posts.map((row) => ({ ...toPost(row, reader), reportCount: Number(row.report_count) })),
        comments: comments.map((row) => ({ ...toComment(row, reader), reportCount: Number(row.report_count) })),
      };
    },

    async addSensitiveWord(word: string, kind: 'block' | 'allow') {
      const text = checkedText('word', word, 50);
      const id = await db.transaction((tx) => repo.addWord(tx, text, kind));
      settings.invalidate();
      return { id, word: text, kind };
    },

    async removeSensitiveWord(word: string, kind: 'block' | 'allow'): Promise<DeletedResult> {
      const deleted = await db.transaction((tx) => repo.removeWord(tx, word.trim(), kind));
      settings.invalidate();
      return { deleted };
    },
  };
}

export type SquareService = ReturnType<typeof createSquareService>;

/** The staff CLI (scripts/staff.mjs): sets or clears the staff flag of an account by login name. */
export function setStaff(db: Queryable, loginName: string, staff: boolean) {
  return repo.setStaffFlag(db, loginName, staff);
}
