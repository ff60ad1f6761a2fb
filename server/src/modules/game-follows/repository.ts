import type { FollowedGame, GameVersion } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';
import { GAME_BRIEF_COLUMNS, type GameBriefRow, toGameBrief } from '../catalogue';

/** SQL of follows and the update log (issue 18): game_follows, game_versions. */

interface VersionRow {
  id: string;
  game_id: number;
  version: string;
  notes: string;
  released_at: Date | string;
}

const VERSION_COLUMNS = 'v.id::text AS id, v.game_id::int AS game_id, v.version, v.notes, v.released_at';

function toVersion(row: VersionRow): GameVersion {
  return {
    id: Number(row.id),
    gameId: row.game_id,
    version: row.version,
    notes: row.notes,
    releasedAt: new Date(row.released_at).toISOString(),
  };
}

export async function gameName(db: Queryable, gameId: number): Promise<string | undefined> {
  return (await db.one<{ name: string }>('SELECT name FROM games WHERE id = $1', [gameId]))?.name;
}

export async function insertFollow(db: Queryable, userId: string, gameId: number, at: Date): Promise<void> {
  await db.query('INSERT INTO game_follows (user_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    gameId,
    at.toISOString(),
  ]);
}

export async function deleteFollow(db: Queryable, userId: string, gameId: number): Promise<void> {
  await db.query('DELETE FROM game_follows WHERE user_id = $1 AND game_id = $2', [userId, gameId]);
}

export async function followState(db: Queryable, gameId: number, userId: string | null) {
  const row = await db.one<{ followed: boolean; n: string }>(
    `SELECT ($2::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM game_follows WHERE user_id = $2 AND game_id = $1)) AS followed,
       (SELECT count(*) FROM game_follows WHERE game_id = $1)::text AS n`,
    [gameId, userId],
  );
  return { followed: row?.followed === true, followerCount: Number(row?.n ?? 0) };
}

/** Adds a version; undefined when the game already has it (so a repeat notifies nobody). */
export async function insertVersion(
  tx: Queryable,
  gameId: number,
  version: string,
  notes: string,
  at: Date,
): Promise<GameVersion | undefined> {
  const row = await tx.one<VersionRow>(
    `INSERT INTO game_versions AS v (game_id, version, notes, released_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_id, version) DO NOTHING RETURNING ${VERSION_COLUMNS}`,
    [gameId, version, notes, at.toISOString()],
  );
  return row && toVersion(row);
}

export async function findVersion(db: Queryable, gameId: number, version: string): Promise<GameVersion | undefined> {
  const row = await db.one<VersionRow>(`SELECT ${VERSION_COLUMNS} FROM game_versions v WHERE v.game_id = $1 AND v.version = $2`, [
    gameId,
    version,
  ]);
  return row && toVersion(row);
}

export async function listVersions(db: Queryable, gameId: number, window: PageWindow): Promise<GameVersion[]> {
  const rows = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM game_versions v WHERE v.game_id = $1 ORDER BY v.released_at DESC, v.id DESC LIMIT $2 OFFSET $3`,
    [gameId, window.pageSize, window.offset],
  );
  return rows.map(toVersion);
}

export async function countVersions(db: Queryable, gameId: number): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM game_versions WHERE game_id = $1', [gameId]);
  return Number(row?.n ?? 0);
}

/** One batch of a game's followers in uid order after `afterUid` (keyset over the game index). */
export async function followerBatch(tx: Queryable, gameId: number, afterUid: string, limit: number): Promise<string[]> {
  const rows = await tx.query<{ uid: string }>(
    'SELECT user_id::text AS uid FROM game_follows WHERE game_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3',
    [gameId, afterUid, limit],
  );
  return rows.map((row) => row.uid);
}

type FollowedRow = GameBriefRow & { followed_at: Date | string; latest: VersionRow | string | null };

export async function listFollowed(db: Queryable, userId: string, window: PageWindow): Promise<FollowedGame[]> {
  const rows = await db.query<FollowedRow>(
    `SELECT ${GAME_BRIEF_COLUMNS}, f.created_at AS followed_at,
       (SELECT row_to_json(latest) FROM (SELECT ${VERSION_COLUMNS} FROM game_versions v WHERE v.game_id = g.id
          ORDER BY v.released_at DESC, v.id DESC LIMIT 1) latest) AS latest
     FROM game_follows f JOIN games g ON g.id = f.game_id
     WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.game_id DESC LIMIT $2 OFFSET $3`,
    [userId, window.pageSize, window.offset],
  );
  return rows.map((row) => {
    const latest = typeof row.latest === 'string' ? (JSON.parse(row.latest) as VersionRow) : row.latest;
    return {
      game: toGameBrief(row),
      latestVersion: latest ? toVersion(latest) : null,
      followedAt: new Date(row.followed_at).toISOString(),
    };
  });
}

export async function countFollowed(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM game_follows WHERE user_id = $1', [userId]);
  return Number(row?.n ?? 0);
}
