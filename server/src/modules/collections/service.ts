import type {
  Collection,
  CollectionCard,
  CollectionLikeResult,
  CollectionSort,
  CollectionWrite,
  PageQuery,
  Paged,
} from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import * as repo from './repository';

/**
 * Collections (游戏单, issue 18): ordered lists of games with a title and a note, public or
 * private, liked once per person. A private collection is answered to anyone but its owner
 * exactly like one that does not exist (404, 2302) — its existence does not leak; a public one
 * may be read and liked by anyone and edited only by its owner (403, 2303).
 */

const notFound = () => new AppError(ResultCode.collectionNotFound, 404);

/** The collection as `reader` may see it, or 404. */
async function visibleFacts(db: Queryable, id: number, reader: string | null, lock = false): Promise<repo.CollectionFacts> {
  const facts = await repo.collectionFacts(db, id, lock);
  if (!facts || (!facts.isPublic && facts.ownerId !== reader)) throw notFound();
  return facts;
}

/** The collection its owner may change: 404 when others may not see it, 403 when they may. */
async function ownedFacts(db: Queryable, id: number, userId: string): Promise<repo.CollectionFacts> {
  const facts = await visibleFacts(db, id, userId, true);
  if (facts.ownerId !== userId) throw new AppError(ResultCode.notCollectionOwner, 403);
  return facts;
}

export async function collection(db: Queryable, id: number, reader: string | null): Promise<Collection> {
  const facts = await visibleFacts(db, id, reader);
  const [card, games, liked] = await Promise.all([
    repo.findCard(db, id),
    repo.collectionGames(db, id),
    reader === null ? false : repo.hasLiked(db, id, reader),
  ]);
  if (!card) throw notFound();
  return { ...card, liked, mine: facts.ownerId === reader, games };
}

async function checkedFields(db: Queryable, input: CollectionWrite) {
  const title = input.title.trim();
  if (title === '') throw new AppError(ResultCode.badRequest, 400, '参数错误：title 标题不能为空');
  const gameIds = input.gameIds;
  if (new Set(gameIds).size !== gameIds.length) throw new AppError(ResultCode.badRequest, 400, '参数错误：gameIds 中有重复的游戏');
  if (gameIds.length > 0 && (await repo.countExistingGames(db, gameIds)) !== gameIds.length) {
    throw new AppError(ResultCode.badRequest, 400, '参数错误：gameIds 中有不存在的游戏');
  }
  return { fields: { title, note: (input.note ?? '').trim(), isPublic: input.isPublic }, gameIds };
}

export async function createCollection(db: Database, ownerId: string, input: CollectionWrite, at: Date): Promise<Collection> {
  const { fields, gameIds } = await checkedFields(db, input);
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertCollection(tx, ownerId, fields, at);
    await repo.replaceGames(tx, created, gameIds);
    return created;
  });
  return collection(db, id, ownerId);
}

/** Replaces title, note, visibility and the ordered games at once (the edit form saves the whole list). */
export async function updateCollection(db: Database, userId: string, id: number, input: CollectionWrite, at: Date): Promise<Collection> {
  const { fields, gameIds } = await checkedFields(db, input);
  await db.transaction(async (tx) => {
    await ownedFacts(tx, id, userId);
    await repo.updateCollection(tx, id, fields, at);
    await repo.replaceGames(tx, id, gameIds);
  });
  return collection(db, id, userId);
}

export async function deleteCollection(db: Database, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedFacts(tx, id, userId);
    await repo.deleteCollection(tx, id);
  });
}

export async function likeCollection(db: Database, userId: string, id: number, like: boolean, at: Date): Promise<CollectionLikeResult> {
  return db.transaction(async (tx) => {
    await visibleFacts(tx, id, userId);
    const likeCount = await repo.changeLike(tx, id, userId, like ? 1 : -1, at);
    return { liked: like, likeCount };
  });
}

export async function publicCollections(db: Queryable, query: PageQuery & { sort?: CollectionSort }): Promise<Paged<CollectionCard>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([repo.listPublic(db, query.sort ?? 'hot', window), repo.countPublic(db)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export async function myCollections(db: Queryable, userId: string, query: PageQuery): Promise<Paged<CollectionCard>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([repo.listOwned(db, userId, window), repo.countOwned(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export async function featuredCollection(db: Queryable, reader: string | null): Promise<Collection | null> {
  const id = await repo.featuredId(db);
  return id === undefined ? null : collection(db, id, reader);
}
