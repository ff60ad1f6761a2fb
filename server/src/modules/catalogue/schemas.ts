import { Type } from '@sinclair/typebox';
import {
  AppIdRequestSchema,
  GameDetailSchema,
  GameListRequestSchema,
  GameSuggestionSchema,
  GameSuggestQuerySchema,
  GameSummarySchema,
  Paged,
} from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

const tag = 'catalogue';

export const gameListSchema = routeSchema({
  summary: '游戏列表：按分类（id 或英文名）、关键词（中文、拼音、首字母）、排序（hot 热门 / new 最新），分页',
  tag,
  body: optionalBody(GameListRequestSchema),
  data: Paged(GameSummarySchema),
});

export const gameSuggestSchema = routeSchema({
  summary: '搜索联想（最多 8 个游戏名）',
  tag,
  querystring: GameSuggestQuerySchema,
  data: Type.Array(GameSuggestionSchema),
});

export const gameDetailSchema = routeSchema({
  summary: '游戏详情（登录用户另有 owned：是否已购买）',
  tag,
  body: AppIdRequestSchema,
  data: GameDetailSchema,
});
