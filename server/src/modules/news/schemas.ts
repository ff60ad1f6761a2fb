import { IdRequestSchema, NewsArticleSchema, NewsListRequestSchema, NewsSummarySchema, Paged } from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

export const newsListSchema = routeSchema({
  summary: '游戏资讯列表（最新在前；gameId：某个游戏的资讯）',
  tag: 'news',
  body: optionalBody(NewsListRequestSchema),
  data: Paged(NewsSummarySchema),
});

export const newsDetailSchema = routeSchema({
  summary: '一篇资讯（正文 HTML）',
  tag: 'news',
  body: IdRequestSchema,
  data: NewsArticleSchema,
});
