import {
  GameIdParamsSchema,
  LaunchResultSchema,
  Paged,
  PageQuerySchema,
  ReservableGameSchema,
  ReservationBadgeSchema,
  ReservationStateSchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'reservations';

export const stateSchema = routeSchema({
  summary: '游戏的预约状态：即将上线/已上线、计划上线时间、预约人数、我是否已预约',
  tag,
  params: GameIdParamsSchema,
  data: ReservationStateSchema,
});

export const reserveSchema = routeSchema({
  summary: '预约即将上线的游戏（重复预约无影响；已上线的游戏 HTTP 409，2301）',
  tag,
  params: GameIdParamsSchema,
  data: ReservationStateSchema,
});

export const unreserveSchema = routeSchema({
  summary: '取消预约（重复取消无影响）',
  tag,
  params: GameIdParamsSchema,
  data: ReservationStateSchema,
});

export const launchSchema = routeSchema({
  summary: '让游戏上线并通知每位预约者一次（仅员工，玩家 HTTP 403，1613；重复上线不再发通知）',
  tag,
  params: GameIdParamsSchema,
  data: LaunchResultSchema,
});

export const upcomingListSchema = routeSchema({
  summary: '即将上线的游戏（按计划上线时间，分页）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(ReservableGameSchema),
});

export const myReservationsSchema = routeSchema({
  summary: '我的预约（最近预约在前，分页）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(ReservableGameSchema),
});

export const badgeSchema = routeSchema({ summary: '我预约的游戏中已上线而未查看的数量', tag, data: ReservationBadgeSchema });

export const seenSchema = routeSchema({ summary: '把已上线的预约标为已查看（清除小红点）', tag, data: ReservationBadgeSchema });
