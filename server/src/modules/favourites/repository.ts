import type { FavoriteItem, FavoriteKind } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** All SQL of favorites (migration 0011). Lists join the catalogue's games and the reading section's books (reads only). */

const iso = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : new Date(String(value)).toISOString();

/** The card of each kind: a game shows its icon and summary, a book its cover and author. */
const CARDS: Record<FavoriteKind, string> = {
  game: `SELECT f.item_id::int AS id, g.name AS title, g.icon AS cover, g.summary AS subtitle, f.created_at
    FROM favorites f JOIN games g ON g.id = f.item_id`,
  book: `SELECT f.item_id::int AS id, b.title, b.cover, b.author AS subtitle, f.created_at
    FROM favorites f JOIN books b ON b.id = f.item_id`,
};

/** True when a row was added (false: it was there already). */
export async function insertFavorite(db: Queryable, userId: string, kind: FavoriteKind, itemId: number, at: Date): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO favorites (user_id, kind, item_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
    [userId, kind, itemId, at],
  );
  return rows.length > 0;
}

export async function deleteFavorite(db: Queryable, userId: string, kind: FavoriteKind, itemId: number): Promise<void> {
  await db.query('DELETE FROM favorites WHERE user_id = $1 AND kind = $2 AND item_id = $3', [userId, kind, itemId]);
}

/** Newest first, on favorites_user_recent; an item that has since left the catalogue is skipped. */
export async function listFavorites(
  db: Queryable,
  userId: string,
  kind: FavoriteKind,
  limit: number,
  offset: number,
): Promise<FavoriteItem[]> {
  const rows = await db.query<{ id: number; title: string; cover: string; subtitle: string; created_at: Date | string }>(
    `${CARDS[kind]} WHERE f.user_id = $1 AND f.kind = $2 ORDER BY f.created_at DESC, f.item_id DESC LIMIT $3 OFFSET $4`,
    [userId, kind, limit, offset],
  );
  return rows.map((row) => ({
    kind,
    id: Number(row.id),
    title: row.title,
    cover: row.cover,
    subtitle: row.subtitle,
    favoritedAt: iso(row.created_at),
  }));
}

/**
 * The total counts the user's rows on the index alone (no join): an item that has since left the
 * catalogue is still counted, so a last page may come back short — cheaper than joining every
 * favourite for each page (a list of 100 000 took ~60 ms with the join, see README).
 */
export async function countFavorites(db: Queryable, userId: string, kind: FavoriteKind): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1 AND kind = $2', [userId, kind]);
  return Number(row?.n ?? 0);
}

/** Which of `ids` the user favourited. */
export async function favoritedAmong(db: Queryable, userId: string, kind: FavoriteKind, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    'SELECT item_id::int AS id FROM favorites WHERE user_id = $1 AND kind = $2 AND item_id = ANY($3::int[]) ORDER BY item_id',
    [userId, kind, ids],
  );
  return rows.map((row) => Number(row.id));
}
