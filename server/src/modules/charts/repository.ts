import type { ChartKind } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * SQL of game_charts. A batch replaces one chart whole: every game of the chart's scope ranked
 * over all games (category 0) and within its category, the first `limit` of each kept. Reads go
 * by the primary key (chart, category, rank).
 */

/** One batch at a time across instances: a second waits, then recomputes with its own clock. */
export async function lockCharts(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('game-charts'))`);
}

/**
 * Replaces `chart` with the games of `scoped` — a query yielding (id, category_id, n) whose
 * parameters start at $4 — ranked by n, then the newer game first.
 */
async function replaceChart(tx: Queryable, chart: ChartKind, at: Date, limit: number, scoped: string, params: unknown[]): Promise<void> {
  await tx.query('DELETE FROM game_charts WHERE chart = $1', [chart]);
  await tx.query(
    `WITH scoped AS (${scoped}),
     ranked AS (
       SELECT id, 0 AS category_id, n, row_number() OVER (ORDER BY n DESC, id DESC) AS rank FROM scoped
       UNION ALL
       SELECT id, category_id, n, row_number() OVER (PARTITION BY category_id ORDER BY n DESC, id DESC) AS rank FROM scoped
     )
     INSERT INTO game_charts (chart, category_id, rank, game_id, value, computed_at)
     SELECT $1, category_id, rank, id, n, $2 FROM ranked WHERE rank <= $3`,
    [chart, at, limit, ...params],
  );
}

/** 热门: downloads recorded in (since, at]. */
export function replaceHotChart(tx: Queryable, at: Date, since: Date, limit: number): Promise<void> {
  return replaceChart(
    tx,
    'hot',
    at,
    limit,
    `SELECT g.id, g.category_id, c.n::float8 AS n
     FROM (SELECT game_id, count(*) AS n FROM download_events
           WHERE created_at > $4 AND created_at <= $2 AND game_id IS NOT NULL GROUP BY game_id) c
     JOIN games g ON g.id = c.game_id`,
    [since],
  );
}

/** 新品: games released (created) in (since, at], by their downloads since (all of them fall in the window). */
export function replaceNewChart(tx: Queryable, at: Date, since: Date, limit: number): Promise<void> {
  return replaceChart(
    tx,
    'new',
    at,
    limit,
    `SELECT g.id, g.category_id,
       (SELECT count(*) FROM download_events e WHERE e.game_id = g.id AND e.created_at > $4 AND e.created_at <= $2)::float8 AS n
     FROM games g WHERE g.created_at > $4 AND g.created_at <= $2`,
    [since],
  );
}

/** A chart of given values per game (预约, 高分): games not in the catalogue are left out. */
export function replaceValueChart(
  tx: Queryable,
  chart: ChartKind,
  at: Date,
  limit: number,
  values: ReadonlyArray<{ gameId: number; value: number }>,
): Promise<void> {
  return replaceChart(
    tx,
    chart,
    at,
    limit,
    `SELECT g.id, g.category_id, v.n FROM unnest($4::bigint[], $5::float8[]) AS v(game_id, n) JOIN games g ON g.id = v.game_id`,
    [values.map((v) => v.gameId), values.map((v) => v.value)],
  );
}

/** Every game's rating count and sum (the counters of modules/reviews; one row per rated game). */
export function ratingTotals(db: Queryable): Promise<Array<{ game_id: string; rating_count: number; rating_sum: string }>> {
  return db.query(
    'SELECT game_id::text AS game_id, rating_count, rating_sum::text AS rating_sum FROM game_rating_stats WHERE rating_count > 0',
  );
}

/**
 * Reservations per game from the reservations table when it exists (table game_reservations,
 * one row per reservation with a game_id) — the default source of 预约 (reservation-source.ts).
 */
export async function reservationTableCounts(db: Queryable): Promise<Array<{ gameId: number; count: number }>> {
  const exists = await db.one<{ t: string | null }>(`SELECT to_regclass('game_reservations')::text AS t`);
  if (!exists?.t) return [];
  const rows = await db.query<{ game_id: string; n: string }>(
    'SELECT game_id::text AS game_id, count(*)::text AS n FROM game_reservations GROUP BY game_id',
  );
  return rows.map((row) => ({ gameId: Number(row.game_id), count: Number(row.n) }));
}

export interface ChartRow {
  rank: number;
  game_id: string;
  value: number;
  computed_at: Date | string;
  rating_count: number | null;
  rating_sum: string | null;
}

export function chartPage(db: Queryable, chart: ChartKind, category: number, limit: number, offset: number): Promise<ChartRow[]> {
  return db.query<ChartRow>(
    `SELECT c.rank, c.game_id::text AS game_id, c.value, c.computed_at, s.rating_count, s.rating_sum::text AS rating_sum
     FROM game_charts c LEFT JOIN game_rating_stats s ON s.game_id = c.game_id
     WHERE c.chart = $1 AND c.category_id = $2 ORDER BY c.rank LIMIT $3 OFFSET $4`,
    [chart, category, limit, offset],
  );
}

/** How many entries the chart holds (at most its limit: a bounded primary-key range) and when it was computed. */
export function chartSize(db: Queryable, chart: ChartKind, category: number): Promise<{ n: number; at: Date | string | null } | undefined> {
  return db.one('SELECT count(*)::int AS n, max(computed_at) AS at FROM game_charts WHERE chart = $1 AND category_id = $2', [
    chart,
    category,
  ]);
}
