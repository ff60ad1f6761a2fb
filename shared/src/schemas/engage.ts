import { Type } from '@sinclair/typebox';
import { Id, StringEnum } from './common';

/**
 * Check-in and the activity centre (spec §1 "check-in and activities", §2 /checkin, /activity;
 * issue 14). The spec shows no calls: they are designed here under /api/checkin and
 * /api/activity, with the envelope and the project's paging rule. Days are China days
 * ('YYYY-MM-DD', Asia/Shanghai) taken from the server's clock.
 */

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

export const CheckinDayStateSchema = StringEnum(['checked', 'madeUp', 'missed', 'today', 'future', 'before'] as const, {
  description: 'checked 已签到，madeUp 已补签，missed 漏签（可补签），today 今天（未签到），future 未到，before 注册之前（不可补签）',
});

export const CheckinDaySchema = Type.Object({ day: Day('日期（中国时间）'), state: CheckinDayStateSchema });

export const CheckinRewardSchema = Type.Object({
  day: Type.Integer({ minimum: 1, description: '连续签到第几天' }),
  coins: Type.Integer({ description: '奖励 X钻' }),
});

/** `GET /api/checkin`: this month's calendar for the viewer and the rules. */
export const CheckinStatusSchema = Type.Object({
  today: Day('今天（服务器时间，中国时区）'),
  month: Type.String({ description: '本月 YYYY-MM' }),
  checkedToday: Type.Boolean(),
  streak: Type.Integer({ description: '当前连续签到天数（今天未签到时为截至昨天）' }),
  todayReward: Type.Integer({ description: '今天签到可得（已签到时为已得）X钻' }),
  makeUpCost: Type.Integer({ description: '补签一天花费的 X钻' }),
  days: Type.Array(CheckinDaySchema),
  rewards: Type.Array(CheckinRewardSchema, { description: '奖励表：连续第 1–7 天，第 8 天起重新循环' }),
});

/** `POST /api/checkin`: what today's check-in paid. */
export const CheckinResultSchema = Type.Object({
  day: Day('签到的日期'),
  streak: Type.Integer(),
  reward: Type.Integer({ description: '获得的 X钻' }),
  coinNum: Type.Integer({ description: '签到后的 X钻余额' }),
});

export const MakeUpRequestSchema = Type.Object({ day: Day('要补签的日期（本月已错过的一天）') });

export const MakeUpResultSchema = Type.Object({
  day: Day('补签的日期'),
  cost: Type.Integer({ description: '花费的 X钻' }),
  streak: Type.Integer({ description: '补签后的连续签到天数' }),
  coinNum: Type.Integer({ description: '补签后的 X钻余额' }),
});

export const ActivityStateSchema = StringEnum(['upcoming', 'running', 'ended'] as const, {
  description: 'upcoming 未开始，running 进行中，ended 已结束（按服务器时间）',
});
export const TaskEventSchema = StringEnum(['download', 'post', 'read', 'checkin', 'recharge'] as const, {
  description: 'download 下载游戏，post 在广场发帖，read 阅读章节，checkin 签到，recharge 充值成功',
});
export const TaskPeriodSchema = StringEnum(['daily', 'weekly', 'once'] as const, { description: 'daily 每天，weekly 每周，once 活动期内' });

export const ActivityCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  banner: Type.String({ description: '横幅图片地址' }),
  startAt: Type.String({ description: 'ISO 8601' }),
  endAt: Type.String({ description: 'ISO 8601' }),
  state: ActivityStateSchema,
});

export const ActivityTaskSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  event: TaskEventSchema,
  period: TaskPeriodSchema,
  target: Type.Integer({ description: '完成一次需要的次数' }),
  times: Type.Integer({ description: '每个周期可完成几次' }),
  reward: Type.Integer({ description: '每完成一次的 X钻奖励' }),
  progress: Type.Integer({ description: '本周期已累计次数（上限 target × times）' }),
  completed: Type.Integer({ description: '本周期已完成次数' }),
  claimed: Type.Integer({ description: '本周期已领取次数' }),
  claimable: Type.Boolean({ description: '现在可以领取' }),
  startAt: Type.String({ description: '任务开始（ISO 8601）' }),
  endAt: Type.String({ description: '任务结束（ISO 8601）' }),
});

/** `GET /api/activity/{id}`: the card, its rules (HTML, sanitised by the page) and its tasks with the viewer's progress. */
export const ActivityDetailSchema = Type.Object({
  ...ActivityCardSchema.properties,
  rulesHtml: Type.String({ description: '活动规则（HTML，客户端净化后显示）' }),
  tasks: Type.Array(ActivityTaskSchema),
});

export const ActivityParamsSchema = Type.Object({ id: Id() });
export const TaskParamsSchema = Type.Object({ taskId: Id() });

/** `POST /api/activity/task/{taskId}/claim`: the reward paid and the task as it is now. */
export const TaskClaimResultSchema = Type.Object({
  taskId: Type.Integer(),
  reward: Type.Integer({ description: '获得的 X钻' }),
  coinNum: Type.Integer({ description: '领取后的 X钻余额' }),
  task: ActivityTaskSchema,
});
