import {
  FavoriteChangeSchema,
  FavoriteItemSchema,
  FavoriteListQuerySchema,
  FavoriteRequestSchema,
  FavoriteStatusQuerySchema,
  FavoriteStatusSchema,
  Paged,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'favourites';

export const addFavoriteSchema = routeSchema({
  summary: '收藏游戏或书籍（重复收藏无影响；不存在的 id 返回 2001）',
  tag,
  body: FavoriteRequestSchema,
  data: FavoriteChangeSchema,
});

export const removeFavoriteSchema = routeSchema({
  summary: '取消收藏（重复取消无影响）',
  tag,
  body: FavoriteRequestSchema,
  data: FavoriteChangeSchema,
});

export const favoriteListSchema = routeSchema({
  summary: '我的收藏（按类型，最近收藏在前，分页）',
  tag,
  querystring: FavoriteListQuerySchema,
  data: Paged(FavoriteItemSchema),
});

export const favoriteStatusSchema = routeSchema({
  summary: '这些 id 中我收藏了哪些（列表页的收藏按钮用）',
  tag,
  querystring: FavoriteStatusQuerySchema,
  data: FavoriteStatusSchema,
});
