import { Type } from '@sinclair/typebox';
import { Id, PageQuerySchema, StringEnum } from './common';

/**
 * Favourites (issue 14; spec §2 "Logged in: … favourites"): a player keeps games and books to
 * come back to. The spec shows no calls: they are designed here under /api/favorite, with the
 * envelope and the one paging rule.
 */

export const FavoriteKindSchema = StringEnum(['game', 'book'] as const, { description: 'game 游戏，book 书籍' });

/** `POST /api/favorite/add` and `/remove`: what to (un)favourite. */
export const FavoriteRequestSchema = Type.Object({
  kind: FavoriteKindSchema,
  id: Id({ description: '游戏 id 或书籍 id' }),
});

export const FavoriteChangeSchema = Type.Object({ favorited: Type.Boolean({ description: '操作后是否已收藏' }) });

export const FavoriteListQuerySchema = Type.Object({ kind: FavoriteKindSchema, ...PageQuerySchema.properties });

/** At most 100 ids, comma-separated (a list page's worth of buttons). */
export const FavoriteStatusQuerySchema = Type.Object({
  kind: FavoriteKindSchema,
  ids: Type.String({
    pattern: '^(\\d{1,10}(,\\d{1,10}){0,99})?$',
    default: '',
    description: '以逗号分隔的 id，最多 100 个',
  }),
});

/** The favourited ones among the asked ids. */
export const FavoriteStatusSchema = Type.Object({ kind: FavoriteKindSchema, ids: Type.Array(Type.Integer()) });

/** A favourite as a card: a game (icon, summary) or a book (cover, author). */
export const FavoriteItemSchema = Type.Object({
  kind: FavoriteKindSchema,
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String({ description: '游戏图标或书籍封面（可能以 .enc 结尾）' }),
  subtitle: Type.String({ description: '游戏简介或书籍作者' }),
  favoritedAt: Type.String({ description: '收藏时间（ISO 8601）' }),
});
