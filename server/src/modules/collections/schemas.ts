import { Type } from '@sinclair/typebox';
import {
  CollectionCardSchema,
  CollectionLikeResultSchema,
  CollectionListQuerySchema,
  CollectionSchema,
  CollectionWriteSchema,
  IdParamsSchema,
  Paged,
  PageQuerySchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'collections';

export const publicListSchema = routeSchema({
  summary: '公开的游戏单（最多赞或最新，分页）',
  tag,
  querystring: CollectionListQuerySchema,
  data: Paged(CollectionCardSchema),
});

export const mineSchema = routeSchema({
  summary: '我的游戏单（含私密的，最近修改在前，分页）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(CollectionCardSchema),
});

export const featuredSchema = routeSchema({
  summary: '首页推荐的游戏单（官方优先，最多赞；没有时为 null）',
  tag,
  data: Type.Union([CollectionSchema, Type.Null()]),
});

export const detailSchema = routeSchema({
  summary: '游戏单详情（私密的游戏单对作者以外的人 HTTP 404，2302）',
  tag,
  params: IdParamsSchema,
  data: CollectionSchema,
});

export const createSchema = routeSchema({ summary: '新建游戏单', tag, body: CollectionWriteSchema, data: CollectionSchema });

export const updateSchema = routeSchema({
  summary: '修改游戏单：标题、简介、公开与否和按顺序排列的游戏（仅作者；他人 HTTP 403，2303）',
  tag,
  params: IdParamsSchema,
  body: CollectionWriteSchema,
  data: CollectionSchema,
});

export const deleteSchema = routeSchema({ summary: '删除游戏单（仅作者）', tag, params: IdParamsSchema, data: Type.Null() });

export const likeSchema = routeSchema({
  summary: '点赞游戏单（一人一赞，重复点赞无影响）',
  tag,
  params: IdParamsSchema,
  data: CollectionLikeResultSchema,
});

export const unlikeSchema = routeSchema({ summary: '取消点赞', tag, params: IdParamsSchema, data: CollectionLikeResultSchema });
