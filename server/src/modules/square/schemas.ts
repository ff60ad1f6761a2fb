import { Type } from '@sinclair/typebox';
import {
  BlockResultSchema,
  CommentListQuerySchema,
  CommentRepliesParamsSchema,
  CommentSchema,
  CreateCommentRequestSchema,
  CreatePostRequestSchema,
  DeletedResultSchema,
  FollowResultSchema,
  KeywordQuerySchema,
  KeywordSuggestionSchema,
  LikeResultSchema,
  MyCommentSchema,
  MyListQuerySchema,
  PostIdParamsSchema,
  PostListQuerySchema,
  PostSchema,
  RecordsQuerySchema,
  RepliesQuerySchema,
  ReportRequestSchema,
  ReportResultSchema,
  SensitiveWordListSchema,
  SquareConfigListSchema,
  SquarePaged,
  SquarePageQuerySchema,
  StringEnum,
  TagSchema,
  TopicSchema,
  UploadedPostImageSchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'square';

export const tagListSchema = routeSchema({ summary: '广场话题标签（编辑排序）', tag, data: Type.Array(TagSchema) });

export const createPostSchema = routeSchema({
  summary: '发帖（先上传图片，再带上图片 id；有字数、频率与敏感词限制）',
  tag,
  body: CreatePostRequestSchema,
  data: PostSchema,
});
export const uploadImageSchema = routeSchema({
  summary: '上传帖子图片（multipart/form-data，字段 file：PNG、JPEG 或 WebP；去除 EXIF 并生成缩略图）',
  tag,
  multipart: true,
  data: UploadedPostImageSchema,
});
export const getPostSchema = routeSchema({ summary: '帖子详情', tag, params: PostIdParamsSchema, data: PostSchema });
export const postListSchema = routeSchema({
  summary: '帖子列表（按标签或 #话题#；1 最热、2 最新；置顶在前）',
  tag,
  querystring: PostListQuerySchema,
  data: SquarePaged(PostSchema),
});
export const deletePostSchema = routeSchema({
  summary: '删除帖子（作者或管理员）',
  tag,
  params: PostIdParamsSchema,
  data: DeletedResultSchema,
});
export const likePostSchema = routeSchema({
  summary: '点赞帖子（重复点赞只算一次）',
  tag,
  params: PostIdParamsSchema,
  data: LikeResultSchema,
});
export const unlikePostSchema = routeSchema({ summary: '取消点赞帖子', tag, params: PostIdParamsSchema, data: LikeResultSchema });
export const createCommentSchema = routeSchema({
  summary: '评论帖子或回复评论（replyCommentId）',
  tag,
  params: PostIdParamsSchema,
  body: CreateCommentRequestSchema,
  data: CommentSchema,
});
export const commentListSchema = routeSchema({
  summary: '帖子的一级评论（1 最热、2 最新）',
  tag,
  params: PostIdParamsSchema,
  querystring: CommentListQuerySchema,
  data: SquarePaged(CommentSchema),
});
export const repliesSchema = routeSchema({
  summary: '一级评论下的回复（最早的在前）',
  tag,
  params: CommentRepliesParamsSchema,
  querystring: RepliesQuerySchema,
  data: SquarePaged(CommentSchema),
});
export const likeCommentSchema = routeSchema({ summary: '点赞评论', tag, params: PostIdParamsSchema, data: LikeResultSchema });
export const unlikeCommentSchema = routeSchema({ summary: '取消点赞评论', tag, params: PostIdParamsSchema, data: LikeResultSchema });
export const deleteCommentSchema = routeSchema({
  summary: '删除评论（作者或管理员）',
  tag,
  params: PostIdParamsSchema,
  data: DeletedResultSchema,
});
export const myPostsSchema = routeSchema({ summary: '我的帖子', tag, querystring: MyListQuerySchema, data: SquarePaged(PostSchema) });
export const myCommentsSchema = routeSchema({
  summary: '我的评论',
  tag,
  querystring: MyListQuerySchema,
  data: SquarePaged(MyCommentSchema),
});
export const followFeedSchema = routeSchema({
  summary: '关注的人的帖子（最新在前）',
  tag,
  querystring: SquarePageQuerySchema,
  data: SquarePaged(PostSchema),
});
export const keywordSuggestionSchema = routeSchema({
  summary: '关键字建议（匹配的话题）',
  tag,
  querystring: KeywordQuerySchema,
  data: Type.Array(KeywordSuggestionSchema),
});
export const trendingSchema = routeSchema({ summary: '近 7 天的热门话题', tag, data: Type.Array(TopicSchema) });
export const configListSchema = routeSchema({
  summary: '广场配置（发帖限制等）',
  tag,
  querystring: RecordsQuerySchema,
  data: SquareConfigListSchema,
});
export const sensitiveWordListSchema = routeSchema({
  summary: '敏感词列表（客户端提示用，服务器另行检查）',
  tag,
  querystring: RecordsQuerySchema,
  data: SensitiveWordListSchema,
});
export const reportSchema = routeSchema({
  summary: '举报帖子或评论（每人每项一次）',
  tag,
  body: ReportRequestSchema,
  data: ReportResultSchema,
});

// ---- Staff (the staff flag on the account, set by `pnpm --filter @portal/server staff <loginName>`) ----

const PinRequestSchema = Type.Object({ pinned: Type.Boolean({ description: 'true 置顶，false 取消置顶' }) });
const VisibilityRequestSchema = Type.Object({ hidden: Type.Boolean({ description: 'true 隐藏，false 恢复' }) });
const WordKindSchema = StringEnum(['block', 'allow'] as const, { description: 'block 敏感词，allow 白名单' });
const SensitiveWordRequestSchema = Type.Object({
  word: Type.String({ minLength: 1, maxLength: 50 }),
  kind: Type.Optional({ ...WordKindSchema, default: 'block' }),
});
const SensitiveWordResultSchema = Type.Object({ id: Type.Integer(), word: Type.String(), kind: WordKindSchema });
const ReviewListSchema = Type.Object({
  posts: Type.Array(Type.Object({ ...PostSchema.properties, reportCount: Type.Integer({ description: '举报人数' }) })),
  comments: Type.Array(Type.Object({ ...CommentSchema.properties, reportCount: Type.Integer({ description: '举报人数' }) })),
});

export const pinPostSchema = routeSchema({
  summary: '置顶或取消置顶帖子（管理员）',
  tag,
  params: PostIdParamsSchema,
  body: PinRequestSchema,
  data: PostSchema,
});
export const postVisibilitySchema = routeSchema({
  summary: '隐藏或恢复帖子（管理员）',
  tag,
  params: PostIdParamsSchema,
  body: VisibilityRequestSchema,
  data: PostSchema,
});
export const commentVisibilitySchema = routeSchema({
  summary: '隐藏或恢复评论（管理员）',
  tag,
  params: PostIdParamsSchema,
  body: VisibilityRequestSchema,
  data: CommentSchema,
});
export const reviewListSchema = routeSchema({ summary: '待审核：被隐藏或被举报的帖子和评论（管理员）', tag, data: ReviewListSchema });
export const addSensitiveWordSchema = routeSchema({
  summary: '添加敏感词或白名单词（管理员；各实例数秒内生效）',
  tag,
  body: SensitiveWordRequestSchema,
  data: SensitiveWordResultSchema,
});
export const removeSensitiveWordSchema = routeSchema({
  summary: '删除敏感词或白名单词（管理员）',
  tag,
  querystring: SensitiveWordRequestSchema,
  data: DeletedResultSchema,
});

// ---- /api/v1/user: follows and blocks ----

const UserIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '对方的 uid' }) });
export const followSchema = routeSchema({
  summary: '关注用户（不能关注自己；重复关注只算一次）',
  tag,
  params: UserIdParamsSchema,
  data: FollowResultSchema,
});
export const unfollowSchema = routeSchema({ summary: '取消关注', tag, params: UserIdParamsSchema, data: FollowResultSchema });
export const blockSchema = routeSchema({
  summary: '拉黑用户（其帖子和评论不再出现在我的列表里，也不能关注我）',
  tag,
  params: UserIdParamsSchema,
  data: BlockResultSchema,
});
export const unblockSchema = routeSchema({ summary: '取消拉黑', tag, params: UserIdParamsSchema, data: BlockResultSchema });
