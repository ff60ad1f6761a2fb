import { type TSchema, Type } from '@sinclair/typebox';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../rules/paging';
import { SQUARE_LIMITS } from '../rules/square';
import { Id, IntegerEnum, NullableInteger, NullableString, StringEnum } from './common';

/**
 * The community square (spec §1, §2, §7 Square under /api/v1/square, /api/v1/user/follow):
 * posts, comments and replies, likes, follows, topics, reports and blocks. The spec shows the
 * written shape of a post/comment (content, replyCommentId) and the paths; the read shapes and
 * the calls it does not show (publish, upload, report, block, moderation) are designed here.
 */

/**
 * Spec §7: the square's lists page with `currentPage` (1-based) and `pageSize`; the server
 * answers page N from a keyset underneath, so a deep page does not scan the pages before it.
 */
export const SquarePageQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: '页码，从 1 开始' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20, description: '每页条数' })),
  cursor: Type.Optional(
    Type.String({ maxLength: 200, description: '上一页返回的 nextCursor：带上时按它续读（无限滚动不重不漏），currentPage 只作显示' }),
  ),
});

/** Spec §9 "own posts/comments sort 2": 1 最热, 2 最新 (the only two orders of every square list). */
export const SquareSortSchema = IntegerEnum([1, 2] as const, { description: '1 最热，2 最新' });

/** A page of the square: the spec's page numbers, and whether another page follows. */
export const SquarePaged = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ description: '总条数' }),
    currentPage: Type.Integer(),
    pageSize: Type.Integer(),
    hasMore: Type.Boolean({ description: '是否还有下一页' }),
    nextCursor: NullableString({ description: '读下一页时带上的 cursor；没有下一页时为 null' }),
  });

/** Who wrote a post or comment, as the viewer sees them. */
export const SquareAuthorSchema = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  avatar: Type.String({ description: '头像地址；没有时为空字符串' }),
  followed: Type.Boolean({ description: '当前用户是否已关注（游客为 false）' }),
  staff: Type.Boolean({ description: '官方账号' }),
});

/** An image of a post: the full-size file and its thumbnail (EXIF removed from both). */
export const PostImageSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  thumbUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const PostSchema = Type.Object({
  id: Type.Integer(),
  author: SquareAuthorSchema,
  content: Type.String({ description: '按原样保存、按文本显示（不是 HTML）' }),
  images: Type.Array(PostImageSchema),
  tagId: NullableInteger({ description: '所属话题标签（tag/list 的 id）' }),
  tag: NullableString(),
  topics: Type.Array(Type.String(), { description: '正文里的 #话题#（不含 #）' }),
  likeCount: Type.Integer(),
  commentCount: Type.Integer(),
  liked: Type.Boolean({ description: '当前用户是否已点赞' }),
  pinned: Type.Boolean({ description: '置顶（官方）' }),
  hidden: Type.Boolean({ description: '被举报隐藏或被管理员隐藏，只有作者和管理员看得到' }),
  mine: Type.Boolean({ description: '当前用户是作者' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  postId: Type.Integer(),
  author: SquareAuthorSchema,
  content: Type.String(),
  replyCommentId: NullableInteger({ description: '回复的评论；直接评论帖子时为 null' }),
  rootCommentId: NullableInteger({ description: '所在的一级评论；一级评论为 null' }),
  replyTo: Type.Union([SquareAuthorSchema, Type.Null()], { description: '被回复的人（回复的回复时显示“回复 某某”）' }),
  likeCount: Type.Integer(),
  replyCount: Type.Integer({ description: '一级评论下的回复数' }),
  liked: Type.Boolean(),
  hidden: Type.Boolean(),
  mine: Type.Boolean(),
  createdAt: Type.String(),
});

/** `GET comment/me`: my comments, each with the post it belongs to. */
export const MyCommentSchema = Type.Object({
  ...CommentSchema.properties,
  postExcerpt: Type.String({ description: '所属帖子的开头（最多 60 字）；帖子已删除时为空字符串' }),
  postDeleted: Type.Boolean(),
});

// ---- Requests ----

export const PostListQuerySchema = Type.Object({
  ...SquarePageQuerySchema.properties,
  tagId: Type.Optional(Id({ description: '话题标签；不传为全部' })),
  topic: Type.Optional(Type.String({ minLength: 1, maxLength: SQUARE_LIMITS.topicMaxLength, description: '#话题# 的文字（不含 #）' })),
  sort: Type.Optional({ ...SquareSortSchema, default: 2 }),
});

export const CommentListQuerySchema = Type.Object({
  ...SquarePageQuerySchema.properties,
  sort: Type.Optional({ ...SquareSortSchema, default: 1 }),
});

export const MyListQuerySchema = Type.Object({
  ...SquarePageQuerySchema.properties,
  sort: Type.Optional({ ...SquareSortSchema, default: 2 }),
});

/** Spec §7 `post/{postId}/comment/{commentId}/list` {currentPage}: a comment's replies, oldest first. */
export const RepliesQuerySchema = SquarePageQuerySchema;

/** `POST /api/v1/square/post` (not shown in the spec): publish; images are uploaded first. */
export const CreatePostRequestSchema = Type.Object({
  content: Type.String({ maxLength: SQUARE_LIMITS.postMaxLength * 2, description: `正文，1–${SQUARE_LIMITS.postMaxLength} 字` }),
  tagId: Type.Optional(Type.Union([Id(), Type.Null()])),
  imageIds: Type.Optional(
    Type.Array(Id(), {
      maxItems: SQUARE_LIMITS.maxImages,
      uniqueItems: true,
      description: `image/upload 返回的 id，最多 ${SQUARE_LIMITS.maxImages} 张`,
    }),
  ),
});

/** Spec §7: `POST post/{id}/comment` {content, replyCommentId}. */
export const CreateCommentRequestSchema = Type.Object({
  content: Type.String({ maxLength: SQUARE_LIMITS.commentMaxLength * 2, description: `1–${SQUARE_LIMITS.commentMaxLength} 字` }),
  replyCommentId: Type.Optional(Type.Union([Id(), Type.Null()])),
});

export const ReportTargetSchema = StringEnum(['post', 'comment'] as const);

/** `POST /api/v1/square/report`: anyone logged in reports a post or comment (once each). */
export const ReportRequestSchema = Type.Object({
  targetType: ReportTargetSchema,
  targetId: Id(),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});

export const KeywordQuerySchema = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) });

/** `config/list` and `sensitiveword/list` ask for 99 at a time (spec §9). */
export const RecordsQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 99 })),
});

// ---- Answers ----

export const PostIdParamsSchema = Type.Object({ id: Id() });
export const CommentRepliesParamsSchema = Type.Object({ postId: Id(), commentId: Id() });

export const LikeResultSchema = Type.Object({ liked: Type.Boolean(), likeCount: Type.Integer() });
export const FollowResultSchema = Type.Object({ followed: Type.Boolean(), followerCount: Type.Integer() });
export const BlockResultSchema = Type.Object({ blocked: Type.Boolean() });
export const ReportResultSchema = Type.Object({ reported: Type.Boolean({ description: '已收到（重复举报也为 true，只计一次）' }) });
export const DeletedResultSchema = Type.Object({ deleted: Type.Boolean() });

/** `POST /api/v1/square/image/upload` (multipart, field `file`): a stored image not yet on a post. */
export const UploadedPostImageSchema = PostImageSchema;

export const TopicSchema = Type.Object({ topic: Type.String(), postCount: Type.Integer() });

/** `GET keyword/suggestion` {keyword}: topics that start with or contain the keyword. */
export const KeywordSuggestionSchema = Type.Object({
  keyword: Type.String({ description: '建议的关键字（话题文字）' }),
  postCount: Type.Integer(),
});

/** `GET config/list`: the square's settings the client shows or checks (limits, notices). */
export const SquareConfigRecordSchema = Type.Object({ key: Type.String(), value: Type.String() });
export const SquareConfigListSchema = Type.Object({ records: Type.Array(SquareConfigRecordSchema), total: Type.Integer() });

/** `GET sensitiveword/list`: read from `records` (spec §7); the client's check is only a convenience. */
export const SensitiveWordRecordSchema = Type.Object({ id: Type.Integer(), word: Type.String() });
export const SensitiveWordListSchema = Type.Object({ records: Type.Array(SensitiveWordRecordSchema), total: Type.Integer() });
