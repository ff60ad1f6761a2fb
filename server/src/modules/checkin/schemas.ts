import { CheckinResultSchema, CheckinStatusSchema, MakeUpRequestSchema, MakeUpResultSchema } from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'checkin';

export const checkinStatusSchema = routeSchema({
  summary: '本月签到日历（已签、补签、漏签、今天、未到）、连续天数、今日奖励、奖励表和补签花费；日期按服务器时间（中国时区）',
  tag,
  data: CheckinStatusSchema,
});

export const checkInSchema = routeSchema({
  summary: '今日签到：每人每天（中国时区，服务器时间）一次，按连续天数发放 X钻（第 7 天最多）；已签到 1801',
  tag,
  data: CheckinResultSchema,
});

export const makeUpSchema = routeSchema({
  summary: '补签本月已错过的一天：扣一次补签花费，恢复连续天数（不发奖励）；不可补签 1802，已签到 1803，余额不足 1201',
  tag,
  body: MakeUpRequestSchema,
  data: MakeUpResultSchema,
});
