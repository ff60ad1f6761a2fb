import type { ReservableGame, ReservationState } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';
import { GAME_BRIEF_COLUMNS, type GameBriefRow, toGameBrief } from '../catalogue';

/**
 * SQL of pre-registration (issue 18): game_reservations, and the games columns this module
 * owns (release_status, planned_at, launched_at, reservation_count — table-owners.ts).
 */

interface StateRow {
  game_id: number;
  release_status: 'upcoming' | 'released';
  planned_at: Date | string | null;
  launched_at: Date | string | null;
  reservation_count: number;
  reserved: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toState(row: StateRow): ReservationState {
  return {
    gameId: row.game_id,
    status: row.release_status,
    plannedAt: iso(row.planned_at),
    launchedAt: iso(row.launched_at),
    reservationCount: row.reservation_count,
    reserved: row.reserved,
  };
}

/** The state columns of `games g`; `reader` is the parameter holding the reader's uid (or null). */
const stateColumns = (reader: string) => `g.id::int AS game_id, g.release_status, g.planned_at, g.launched_at, g.reservation_count,
  (${reader}::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM game_reservations r WHERE r.user_id = ${reader} AND r.game_id = g.id)) AS reserved`;

export async function findState(db: Queryable, gameId: number, userId: string | null): Promise<ReservationState | undefined> {
  const row = await db.one<StateRow>(`SELECT ${stateColumns('$2')} FROM games g WHERE g.id = $1`, [gameId, userId]);
  return row && toState(row);
}

/** Locks the game's row (reserves and the launch of one game take turns); its status, or undefined. */
export async function lockGame(tx: Queryable, gameId: number): Promise<{ status: 'upcoming' | 'released'; name: string } | undefined> {
  const row = await tx.one<{ release_status: 'upcoming' | 'released'; name: string }>(
    'SELECT release_status, name FROM games WHERE id = $1 FOR UPDATE',
    [gameId],
  );
  return row && { status: row.release_status, name: row.name };
}

/** True when the row was added (false: it was there already). */
export async function insertReservation(tx: Queryable, userId: string, gameId: number, at: Date): Promise<boolean> {
  const row = await tx.one(
    'INSERT INTO game_reservations (user_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING game_id',
    [userId, gameId, at.toISOString()],
  );
  return row !== undefined;
}

export async function deleteReservation(tx: Queryable, userId: string, gameId: number): Promise<boolean> {
  const row = await tx.one('DELETE FROM game_reservations WHERE user_id = $1 AND game_id = $2 RETURNING game_id', [userId, gameId]);
  return row !== undefined;
}

export async function addToCount(tx: Queryable, gameId: number, delta: 1 | -1): Promise<void> {
  await tx.query('UPDATE games SET reservation_count = reservation_count + $2 WHERE id = $1', [gameId, delta]);
}

/** Makes a game upcoming with its planned date (seed, tests); a launched game stays launched. */
export async function setUpcoming(db: Queryable, gameId: number, plannedAt: Date): Promise<void> {
  await db.query(
    "UPDATE games SET release_status = 'upcoming', planned_at = $2, launched_at = NULL WHERE id = $1 AND release_status <> 'upcoming'",
    [gameId, plannedAt.toISOString()],
  );
}

/** Flips an upcoming game to released; true only for the call that flipped it. */
export async function markLaunched(tx: Queryable, gameId: number, at: Date): Promise<boolean> {
  const row = await tx.one(
    "UPDATE games SET release_status = 'released', launched_at = $2 WHERE id = $1 AND release_status = 'upcoming' RETURNING id",
    [gameId, at.toISOString()],
  );
  return row !== undefined;
}

/** One batch of a game's reservers, in uid order after `afterUid` (keyset over the game index). */
export async function reserverBatch(tx: Queryable, gameId: number, afterUid: string, limit: number): Promise<string[]> {
  const rows = await tx.query<{ uid: string }>(
    'SELECT user_id::text AS uid FROM game_reservations WHERE game_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3',
    [gameId, afterUid, limit],
  );
  return rows.map((row) => row.uid);
}

/** Upcoming games whose planned date has come (for the launch timer). */
export async function dueGames(db: Queryable, at: Date, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id::int AS id FROM games WHERE release_status = 'upcoming' AND planned_at <= $1 ORDER BY planned_at, id LIMIT $2",
    [at.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}

type ListRow = StateRow & GameBriefRow;

const toReservable = (row: ListRow): ReservableGame => ({ game: toGameBrief(row), reservation: toState(row) });

export async function listUpcoming(db: Queryable, userId: string | null, window: PageWindow): Promise<ReservableGame[]> {
  const rows = await db.query<ListRow>(
    `SELECT ${stateColumns('$1')}, ${GAME_BRIEF_COLUMNS} FROM games g WHERE g.release_status = 'upcoming'
     ORDER BY g.planned_at, g.id LIMIT $2 OFFSET $3`,
    [userId, window.pageSize, window.offset],
  );
  return rows.map(toReservable);
}

export async function countUpcoming(db: Queryable): Promise<number> {
  const row = await db.one<{ n: string }>("SELECT count(*)::text AS n FROM games WHERE release_status = 'upcoming'");
  return Number(row?.n ?? 0);
}

export async function listMine(db: Queryable, userId: string, window: PageWindow): Promise<ReservableGame[]> {
  const rows = await db.query<ListRow>(
    `SELECT ${stateColumns('$1')}, ${GAME_BRIEF_COLUMNS} FROM game_reservations mine JOIN games g ON g.id = mine.game_id
     WHERE mine.user_id = $1 ORDER BY mine.created_at DESC, mine.game_id DESC LIMIT $2 OFFSET $3`,
    [userId, window.pageSize, window.offset],
  );
  return rows.map(toReservable);
}

export async function countMine(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM game_reservations WHERE user_id = $1', [userId]);
  return Number(row?.n ?? 0);
}

export async function countUnseenLaunches(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: string }>(
    `SELECT count(*)::text AS n FROM game_reservations r JOIN games g ON g.id = r.game_id
     WHERE r.user_id = $1 AND NOT r.launch_seen AND g.release_status = 'released'`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

export async function markLaunchesSeen(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE game_reservations SET launch_seen = true WHERE user_id = $1 AND NOT launch_seen
       AND game_id IN (SELECT id FROM games WHERE release_status = 'released')`,
    [userId],
  );
}

export async function reservationCountsOf(db: Queryable, gameIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; n: number }>(
    'SELECT id::int AS id, reservation_count AS n FROM games WHERE id = ANY($1::bigint[])',
    [gameIds],
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}
