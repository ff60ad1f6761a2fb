import {
  GameIdParamsSchema,
  GameRatingSchema,
  HelpfulResultSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewReplyRequestSchema,
  ReviewReportResultSchema,
  ReviewSchema,
  SaveReviewRequestSchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'reviews';

export const ratingSchema = routeSchema({
  summary: '游戏评分：平均分、人数、1–5 星分布、当前版本评分，以及我的评价',
  tag,
  params: GameIdParamsSchema,
  data: GameRatingSchema,
});

export const reviewListSchema = routeSchema({
  summary: '游戏评价列表（最有用 / 最新，分页）',
  tag,
  params: GameIdParamsSchema,
  querystring: ReviewListQuerySchema,
  data: ReviewPageSchema,
});

export const saveReviewSchema = routeSchema({
  summary: '发表或修改我对游戏的评价（需下载过该游戏；每人每款游戏一条）',
  tag,
  params: GameIdParamsSchema,
  body: SaveReviewRequestSchema,
  data: ReviewSchema,
});

export const helpfulSchema = routeSchema({
  summary: '评价点有用（每人一票）',
  tag,
  params: ReviewIdParamsSchema,
  data: HelpfulResultSchema,
});

export const unhelpfulSchema = routeSchema({ summary: '取消有用', tag, params: ReviewIdParamsSchema, data: HelpfulResultSchema });

export const replySchema = routeSchema({
  summary: '开发者回复评价（置顶；仅管理员）',
  tag,
  params: ReviewIdParamsSchema,
  body: ReviewReplyRequestSchema,
  data: ReviewSchema,
});

export const reportSchema = routeSchema({ summary: '举报评价', tag, params: ReviewIdParamsSchema, data: ReviewReportResultSchema });
