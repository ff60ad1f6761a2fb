import {
  AddVersionRequestSchema,
  AddVersionResultSchema,
  FollowedGameSchema,
  FollowStateSchema,
  GameIdParamsSchema,
  GameVersionSchema,
  Paged,
  PageQuerySchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'game-follows';

export const followStateSchema = routeSchema({
  summary: '游戏的关注状态：关注人数、我是否已关注',
  tag,
  params: GameIdParamsSchema,
  data: FollowStateSchema,
});

export const followSchema = routeSchema({
  summary: '关注游戏（重复关注无影响）',
  tag,
  params: GameIdParamsSchema,
  data: FollowStateSchema,
});

export const unfollowSchema = routeSchema({
  summary: '取消关注（重复取消无影响）',
  tag,
  params: GameIdParamsSchema,
  data: FollowStateSchema,
});

export const followedListSchema = routeSchema({
  summary: '我关注的游戏（最近关注在前，分页，带最新版本）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(FollowedGameSchema),
});

export const versionLogSchema = routeSchema({
  summary: '游戏的更新日志（最新在前，分页）',
  tag,
  params: GameIdParamsSchema,
  querystring: PageQuerySchema,
  data: Paged(GameVersionSchema),
});

export const addVersionSchema = routeSchema({
  summary: '发布新版本并通知每位关注者一次（仅员工，玩家 HTTP 403，1613；同一版本号重复发布不再通知）',
  tag,
  params: GameIdParamsSchema,
  body: AddVersionRequestSchema,
  data: AddVersionResultSchema,
});
