import {
  ActivityCardSchema,
  ActivityDetailSchema,
  ActivityParamsSchema,
  Paged,
  PageQuerySchema,
  TaskClaimResultSchema,
  TaskParamsSchema,
} from '@portal/shared/schemas';
import { Type } from '@sinclair/typebox';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'activity';

export const activityListSchema = routeSchema({
  summary: '活动列表（横幅、标题、时间、状态 未开始/进行中/已结束；最晚结束的在前，分页）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(ActivityCardSchema),
});

export const activityDetailSchema = routeSchema({
  summary: '活动详情：规则（HTML）和任务，登录时带本人本周期的进度 n/m 与可领取状态；不存在 1811',
  tag,
  params: ActivityParamsSchema,
  data: ActivityDetailSchema,
});

export const taskClaimSchema = routeSchema({
  summary: '领取任务奖励：每人每任务每周期每轮只发一次 X钻；未完成 1814，已领取 1815，活动未进行 1812，任务不存在 1813',
  tag,
  params: TaskParamsSchema,
  data: TaskClaimResultSchema,
});

/** Banner pictures: files, kept out of the OpenAPI document. */
export const bannerFileSchema = {
  summary: '活动横幅图片',
  hide: true,
  params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
};
