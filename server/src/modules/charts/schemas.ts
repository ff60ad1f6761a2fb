import { ChartPageSchema, ChartParamsSchema, ChartQuerySchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

export const chartSchema = routeSchema({
  summary: '排行榜：热门（近 7 天下载）、新品（近 30 天上架）、预约、高分（加权评分），可按分类',
  tag: 'charts',
  params: ChartParamsSchema,
  querystring: ChartQuerySchema,
  data: ChartPageSchema,
});
