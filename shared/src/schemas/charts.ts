import { Type } from '@sinclair/typebox';
import { GameSummarySchema } from './games';
import { PageQuerySchema, Paged, StringEnum } from './common';

/**
 * The charts (榜单, issue 18): 热门 (downloads in the last 7 days), 新品 (released in the last 30
 * days, by downloads), 预约 (most reservations) and 高分 (Bayesian-adjusted score), for all games
 * and per category. Computed in batches by the server and read from a chart table.
 */
export const ChartKindSchema = StringEnum(['hot', 'new', 'reserve', 'top'] as const, {
  description: 'hot 热门，new 新品，reserve 预约，top 高分',
});

export const ChartQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  category: Type.Optional(Type.Integer({ minimum: 0, maximum: 32767, description: '分类 id；不传或 0 为全部' })),
});

export const ChartParamsSchema = Type.Object({ kind: ChartKindSchema });

export const ChartEntrySchema = Type.Object({
  rank: Type.Integer({ description: '名次，从 1 开始' }),
  game: GameSummarySchema,
  /** What the chart ranks by: downloads (hot, new), reservations (reserve), the adjusted score (top). */
  value: Type.Number({ description: '热门/新品为下载次数，预约为预约人数，高分为加权评分' }),
  score: Type.Number({ description: '平均分（0 为暂无评分）' }),
  ratingCount: Type.Integer(),
});

export const ChartPageSchema = Type.Object({
  ...Paged(ChartEntrySchema).properties,
  computedAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()], { description: '榜单计算时间' }),
});
