import { Type } from '@sinclair/typebox';
import { COLLECTION_LIMITS } from '../rules/collections';
import { Id, NullableString, PageQuerySchema, StringEnum } from './common';

/**
 * Pre-registration (预约), follows with the update log, and collections (游戏单) — issue 18.
 * The spec shows no calls for them: they are designed here under /api/v1, with the envelope
 * and the one paging rule (page, pageSize → items, total, page, pageSize).
 */

export const ReleaseStatusSchema = StringEnum(['upcoming', 'released'] as const, { description: 'upcoming 即将上线，released 已上线' });

/** A game as the three features list it: enough for a card that links to its detail page. */
export const GameBriefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  summary: Type.String(),
  categoryId: Type.Integer(),
});

/** A game's pre-registration state; `reserved` is the caller's (false for a guest). */
export const ReservationStateSchema = Type.Object({
  gameId: Type.Integer(),
  status: ReleaseStatusSchema,
  plannedAt: NullableString({ description: '计划上线时间（ISO 8601），已上线或未定为 null' }),
  launchedAt: NullableString({ description: '上线时间（ISO 8601）' }),
  reservationCount: Type.Integer({ description: '预约人数' }),
  reserved: Type.Boolean(),
});

/** An upcoming (or, in 我的预约, launched) game with its reservation state. */
export const ReservableGameSchema = Type.Object({ game: GameBriefSchema, reservation: ReservationStateSchema });

export const ReservationBadgeSchema = Type.Object({
  unseenLaunches: Type.Integer({ description: '已预约且已上线、但还没看过的游戏数（我的 标签上的小红点）' }),
});

export const LaunchResultSchema = Type.Object({
  gameId: Type.Integer(),
  launched: Type.Boolean({ description: 'true：本次调用让游戏上线；false：之前已上线，什么也没发' }),
  notified: Type.Integer({ description: '本次发出的上线通知条数' }),
});

export const FollowStateSchema = Type.Object({
  gameId: Type.Integer(),
  followed: Type.Boolean(),
  followerCount: Type.Integer(),
});

export const GameVersionSchema = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  version: Type.String(),
  notes: Type.String(),
  releasedAt: Type.String({ description: '发布时间（ISO 8601）' }),
});

export const AddVersionRequestSchema = Type.Object({
  version: Type.String({ minLength: 1, maxLength: 32, description: '版本号，如 2.1.0；同一游戏不可重复' }),
  notes: Type.String({ minLength: 1, maxLength: 2000, description: '更新内容' }),
});

export const AddVersionResultSchema = Type.Object({
  entry: GameVersionSchema,
  created: Type.Boolean({ description: 'false：该版本之前已添加，这次什么也没发' }),
  notified: Type.Integer({ description: '本次发给关注者的通知条数' }),
});

export const FollowedGameSchema = Type.Object({
  game: GameBriefSchema,
  latestVersion: Type.Union([GameVersionSchema, Type.Null()]),
  followedAt: Type.String(),
});

export const CollectionOwnerSchema = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  staff: Type.Boolean(),
});

/** A collection in lists: the first few games' icons stand for it. */
export const CollectionCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  note: Type.String(),
  isPublic: Type.Boolean(),
  likeCount: Type.Integer(),
  gameCount: Type.Integer(),
  owner: CollectionOwnerSchema,
  icons: Type.Array(Type.String(), { description: '前几款游戏的图标' }),
  updatedAt: Type.String(),
});

export const CollectionSchema = Type.Object({
  ...CollectionCardSchema.properties,
  liked: Type.Boolean(),
  mine: Type.Boolean(),
  games: Type.Array(GameBriefSchema, { description: '按作者排好的顺序' }),
});

export const CollectionWriteSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: COLLECTION_LIMITS.title, description: '标题' }),
  note: Type.Optional(Type.String({ maxLength: COLLECTION_LIMITS.note, description: '简介' })),
  isPublic: Type.Boolean({ description: 'true 公开；false 仅自己可见' }),
  gameIds: Type.Array(Id(), { maxItems: COLLECTION_LIMITS.games, description: '游戏编号，按显示顺序' }),
});

export const CollectionListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  sort: Type.Optional(StringEnum(['hot', 'new'] as const, { default: 'hot', description: 'hot 最多赞，new 最新' })),
});

export const CollectionLikeResultSchema = Type.Object({ liked: Type.Boolean(), likeCount: Type.Integer() });
