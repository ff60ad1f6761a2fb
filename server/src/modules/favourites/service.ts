import { MAX_ID } from '@portal/shared/schemas';
import type { FavoriteChange, FavoriteItem, FavoriteKind, FavoriteStatus, Paged, PageQuery } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { gameExists } from '../catalogue';
import { bookExists } from '../reading';
import * as repo from './repository';

/**
 * Favourites (issue 14): a player's games and books. Add and remove are idempotent (one row per
 * user, kind and item; a second add or a concurrent one changes nothing); only an item that
 * exists can be added, and whose favourites they are comes from the session alone.
 */

const EXISTS: Record<FavoriteKind, (db: Queryable, id: number) => Promise<boolean>> = { game: gameExists, book: bookExists };

export async function addFavorite(db: Queryable, userId: string, kind: FavoriteKind, itemId: number, at: Date): Promise<FavoriteChange> {
  if (!(await EXISTS[kind](db, itemId))) {
    throw new AppError(ResultCode.favoriteTargetNotFound, 404, kind === 'game' ? '游戏不存在或已下架' : '书籍不存在或已下架');
  }
  await repo.insertFavorite(db, userId, kind, itemId, at);
  return { favorited: true };
}

export async function removeFavorite(db: Queryable, userId: string, kind: FavoriteKind, itemId: number): Promise<FavoriteChange> {
  await repo.deleteFavorite(db, userId, kind, itemId);
  return { favorited: false };
}

export async function favoriteList(db: Queryable, userId: string, kind: FavoriteKind, query: PageQuery): Promise<Paged<FavoriteItem>> {
  const { page, pageSize, offset } = pageWindow(query);
  const [items, total] = await Promise.all([repo.listFavorites(db, userId, kind, pageSize, offset), repo.countFavorites(db, userId, kind)]);
  return { items, total, page, pageSize };
}

/** "1,2,3" (schema-checked digits) → distinct ids in the id range; larger numbers can name nothing. */
export function parseIds(text: string): number[] {
  if (text === '') return [];
  return [...new Set(text.split(',').map(Number))].filter((id) => id >= 1 && id <= MAX_ID);
}

export async function favoriteStatus(db: Queryable, userId: string, kind: FavoriteKind, ids: string): Promise<FavoriteStatus> {
  return { kind, ids: await repo.favoritedAmong(db, userId, kind, parseIds(ids)) };
}
