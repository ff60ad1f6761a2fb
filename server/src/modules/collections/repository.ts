import type { CollectionCard, CollectionSort, GameBrief } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';
import { GAME_BRIEF_COLUMNS, type GameBriefRow, toGameBrief } from '../catalogue';

/** SQL of collections (游戏单, issue 18): collections, collection_games, collection_likes. */

/** Icons a card shows for its collection. */
const CARD_ICONS = 4;

interface CardRow {
  id: string;
  title: string;
  note: string;
  is_public: boolean;
  like_count: number;
  game_count: number;
  updated_at: Date | string;
  owner_uid: string;
  owner_name: string;
  owner_avatar: string;
  owner_staff: boolean;
  icons: string[] | string;
}

const CARD_COLUMNS = `c.id::text AS id, c.title, c.note, c.is_public, c.like_count, c.game_count, c.updated_at,
  u.uid::text AS owner_uid, u.name AS owner_name, u.avatar AS owner_avatar, u.staff AS owner_staff,
  (SELECT coalesce(json_agg(i.icon), '[]'::json) FROM (SELECT g.icon FROM collection_games cg JOIN games g ON g.id = cg.game_id
     WHERE cg.collection_id = c.id ORDER BY cg.position LIMIT ${CARD_ICONS}) i) AS icons`;

function toCard(row: CardRow): CollectionCard {
  const icons: unknown = typeof row.icons === 'string' ? JSON.parse(row.icons) : row.icons;
  return {
    id: Number(row.id),
    title: row.title,
    note: row.note,
    isPublic: row.is_public,
    likeCount: Number(row.like_count),
    gameCount: Number(row.game_count),
    owner: { uid: row.owner_uid, name: row.owner_name, avatar: row.owner_avatar, staff: row.owner_staff },
    icons: Array.isArray(icons) ? icons.map(String) : [],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface CollectionFacts {
  ownerId: string;
  isPublic: boolean;
}

export async function collectionFacts(db: Queryable, id: number, lock = false): Promise<CollectionFacts | undefined> {
  const row = await db.one<{ owner_id: string; is_public: boolean }>(
    `SELECT owner_id::text AS owner_id, is_public FROM collections WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row && { ownerId: row.owner_id, isPublic: row.is_public };
}

export async function findCard(db: Queryable, id: number): Promise<CollectionCard | undefined> {
  const row = await db.one<CardRow>(`SELECT ${CARD_COLUMNS} FROM collections c JOIN users u ON u.uid = c.owner_id WHERE c.id = $1`, [id]);
  return row && toCard(row);
}

export async function collectionGames(db: Queryable, id: number): Promise<GameBrief[]> {
  const rows = await db.query<GameBriefRow>(
    `SELECT ${GAME_BRIEF_COLUMNS} FROM collection_games cg JOIN games g ON g.id = cg.game_id WHERE cg.collection_id = $1 ORDER BY cg.position`,
    [id],
  );
  return rows.map(toGameBrief);
}

export async function hasLiked(db: Queryable, id: number, userId: string): Promise<boolean> {
  return (await db.one('SELECT 1 FROM collection_likes WHERE collection_id = $1 AND user_id = $2', [id, userId])) !== undefined;
}

export async function countExistingGames(db: Queryable, gameIds: readonly number[]): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM games WHERE id = ANY($1::bigint[])', [gameIds]);
  return Number(row?.n ?? 0);
}

export interface CollectionFields {
  title: string;
  note: string;
  isPublic: boolean;
}

export async function insertCollection(tx: Queryable, ownerId: string, fields: CollectionFields, at: Date): Promise<number> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO collections (owner_id, title, note, is_public, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING id::text AS id`,
    [ownerId, fields.title, fields.note, fields.isPublic, at.toISOString()],
  );
  return Number(row!.id);
}

export async function updateCollection(tx: Queryable, id: number, fields: CollectionFields, at: Date): Promise<void> {
  await tx.query('UPDATE collections SET title = $2, note = $3, is_public = $4, updated_at = $5 WHERE id = $1', [
    id,
    fields.title,
    fields.note,
    fields.isPublic,
    at.toISOString(),
  ]);
}

/** Replaces the games with `gameIds` in that order (positions 1, 2, …) and keeps game_count. */
export async function replaceGames(tx: Queryable, id: number, gameIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM collection_games WHERE collection_id = $1', [id]);
  await tx.query(
    `INSERT INTO collection_games (collection_id, position, game_id)
     SELECT $1, t.position, t.game_id FROM unnest($2::bigint[]) WITH ORDINALITY AS t(game_id, position)`,
    [id, gameIds],
  );
  await tx.query('UPDATE collections SET game_count = $2 WHERE id = $1', [id, gameIds.length]);
}

export async function deleteCollection(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM collections WHERE id = $1', [id]);
}

/** Adds (delta 1) or removes (-1) the user's like; the count moves only when a row did. Returns the count. */
export async function changeLike(tx: Queryable, id: number, userId: string, delta: 1 | -1, at: Date): Promise<number> {
  const changed =
    delta === 1
      ? await tx.one(
          'INSERT INTO collection_likes (collection_id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id',
          [id, userId, at.toISOString()],
        )
      : await tx.one('DELETE FROM collection_likes WHERE collection_id = $1 AND user_id = $2 RETURNING user_id', [id, userId]);
  const row = changed
    ? await tx.one<{ n: number }>('UPDATE collections SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count AS n', [
        id,
        delta,
      ])
    : await tx.one<{ n: number }>('SELECT like_count AS n FROM collections WHERE id = $1', [id]);
  return Number(row?.n ?? 0);
}

const PUBLIC_ORDER: Record<CollectionSort, string> = { hot: 'c.like_count DESC, c.id DESC', new: 'c.id DESC' };

export async function listPublic(db: Queryable, sort: CollectionSort, window: PageWindow): Promise<CollectionCard[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM collections c JOIN users u ON u.uid = c.owner_id WHERE c.is_public
     ORDER BY ${PUBLIC_ORDER[sort]} LIMIT $1 OFFSET $2`,
    [window.pageSize, window.offset],
  );
  return rows.map(toCard);
}

export async function countPublic(db: Queryable): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM collections WHERE is_public');
  return Number(row?.n ?? 0);
}

export async function listOwned(db: Queryable, ownerId: string, window: PageWindow): Promise<CollectionCard[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM collections c JOIN users u ON u.uid = c.owner_id WHERE c.owner_id = $1
     ORDER BY c.updated_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [ownerId, window.pageSize, window.offset],
  );
  return rows.map(toCard);
}

export async function countOwned(db: Queryable, ownerId: string): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM collections WHERE owner_id = $1', [ownerId]);
  return Number(row?.n ?? 0);
}

/** The collection the home page shows: the most liked public one with games (staff's picks first). */
export async function featuredId(db: Queryable): Promise<number | undefined> {
  const row = await db.one<{ id: string }>(
    `SELECT c.id::text AS id FROM collections c JOIN users u ON u.uid = c.owner_id WHERE c.is_public AND c.game_count > 0
     ORDER BY u.staff DESC, c.like_count DESC, c.id DESC LIMIT 1`,
  );
  return row ? Number(row.id) : undefined;
}
