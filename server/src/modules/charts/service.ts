import { bayesianScore, TOP_CHART_MIN_RATINGS } from '@portal/shared/rules';
import type { ChartKind, ChartPage, PageQuery } from '@portal/shared/types';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { pageWindow } from '../../platform/http/paging';
import { gameSummaries } from '../catalogue';
import * as repo from './repository';
import { reservationCounts } from './reservation-source';

/**
 * The charts (榜单, issue 18), computed in one batch and read from game_charts:
 * - 热门 hot: downloads in the last 7 days;
 * - 新品 new: games released (created) in the last 30 days, by their downloads;
 * - 预约 reserve: most reservations (reservation-source.ts);
 * - 高分 top: the Bayesian-adjusted score (v/(v+m))·R + (m/(v+m))·C over games with at least
 *   m = TOP_CHART_MIN_RATINGS ratings, C the mean of every rating.
 * Each is kept for all games and per category, CHART_SIZE entries each.
 */
export const CHART_SIZE = 100;
const DAY_MS = 86_400_000;
export const HOT_WINDOW_DAYS = 7;
export const NEW_WINDOW_DAYS = 30;

/** Recomputes every chart in one transaction (one batch at a time across instances). */
export async function refreshCharts(db: Database, now: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockCharts(tx);
    // The clock is read after the lock, so whichever batch commits last used the latest time.
    const at = now();
    await repo.replaceHotChart(tx, at, new Date(at.getTime() - HOT_WINDOW_DAYS * DAY_MS), CHART_SIZE);
    await repo.replaceNewChart(tx, at, new Date(at.getTime() - NEW_WINDOW_DAYS * DAY_MS), CHART_SIZE);
    const reservations = (await reservationCounts(tx)).filter((entry) => entry.count > 0);
    await repo.replaceValueChart(
      tx,
      'reserve',
      at,
      CHART_SIZE,
      reservations.map((entry) => ({ gameId: entry.gameId, value: entry.count })),
    );
    await repo.replaceValueChart(tx, 'top', at, CHART_SIZE, topScores(await repo.ratingTotals(tx)));
  });
}

function topScores(totals: Array<{ game_id: string; rating_count: number; rating_sum: string }>) {
  let count = 0;
  let sum = 0;
  for (const row of totals) {
    count += Number(row.rating_count);
    sum += Number(row.rating_sum);
  }
  if (count === 0) return [];
  const globalMean = sum / count;
  return totals
    .filter((row) => Number(row.rating_count) >= TOP_CHART_MIN_RATINGS)
    .map((row) => {
      const v = Number(row.rating_count);
      return { gameId: Number(row.game_id), value: bayesianScore(Number(row.rating_sum) / v, v, globalMean) };
    });
}

export async function chart(db: Database, kind: ChartKind, query: PageQuery & { category?: number }): Promise<ChartPage> {
  const { page, pageSize, offset } = pageWindow(query);
  const category = query.category ?? 0;
  const [rows, size] = await Promise.all([repo.chartPage(db, kind, category, pageSize, offset), repo.chartSize(db, kind, category)]);
  const games = await gameSummaries(
    db,
    rows.map((row) => Number(row.game_id)),
  );
  const items = rows.flatMap((row) => {
    const game = games.get(Number(row.game_id));
    const ratings = Number(row.rating_count ?? 0);
    if (!game) return [];
    return [
      {
        rank: Number(row.rank),
        game,
        value: kind === 'top' ? Math.round(Number(row.value) * 100) / 100 : Number(row.value),
        score: ratings > 0 ? Math.round((Number(row.rating_sum) / ratings) * 10) / 10 : 0,
        ratingCount: ratings,
      },
    ];
  });
  return {
    items,
    total: Number(size?.n ?? 0),
    page,
    pageSize,
    computedAt: size?.at ? new Date(size.at).toISOString() : null,
  };
}
