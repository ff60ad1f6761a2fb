import type { ChartPage } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildSquareApp, call, createMembers, dataOf, expectRefusal, type SquareTestApp } from '../square/test/helpers';
import { insertGame, recordDownloads, review } from '../reviews/test/helpers';
import { registerReservationSource } from './index';
import { reservationTableCounts } from './repository';
import { refreshCharts } from './service';

/**
 * The charts (issue 18) computed from real download rows and review counters with the injected
 * clock: 热门's 7-day and 新品's 30-day windows at their boundaries, 高分's Bayesian score at the
 * minimum count, 预约 from the registered reservation source, per category, served by rank.
 */
const DAY = 86_400_000;

describe.each(databaseKinds)('charts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());
  // Each test starts from a quiet catalogue: no recent downloads, no recent releases.
  beforeEach(async () => {
    await test.db.query('DELETE FROM download_events');
    await test.db.query(`UPDATE games SET created_at = $1`, [new Date(test.clock.now().getTime() - 400 * DAY)]);
  });

  const chart = async (path: string) => dataOf<ChartPage>(await call(test, 'GET', `/v1/chart/${path}`));
  const ids = (page: ChartPage) => page.items.map((entry) => [entry.game.id, entry.value]);

  it('ranks 热门 by the downloads of the last 7 days, counting a download exactly 7 days old out', async () => {
    const t = test.clock.now().getTime();
    const [a, b, c] = [await insertGame(test.db), await insertGame(test.db), await insertGame(test.db)];
    await test.db.query('UPDATE games SET category_id = 2 WHERE id = $1', [b]);
    await recordDownloads(test.db, a, 3, new Date(t - 7 * DAY + 1_000)); // just inside
    await recordDownloads(test.db, b, 5, new Date(t - 7 * DAY)); // exactly 7 days: out
    await recordDownloads(test.db, b, 1, new Date(t - 3_600_000));
    await recordDownloads(test.db, c, 2, new Date(t + 3_600_000)); // after the clock: not yet
    await refreshCharts(test.db, test.clock.now);
    const all = await chart('hot');
    expect(ids(all)).toEqual([
      [a, 3],
      [b, 1],
    ]);
    expect(all.items.map((entry) => entry.rank)).toEqual([1, 2]);
    expect(all.computedAt).toBe(new Date(t).toISOString());
    expect(ids(await chart('hot?category=2'))).toEqual([[b, 1]]);

    // Two seconds later a's downloads are older than 7 days; c's are in.
    test.clock.advance(3_602_000);
    await refreshCharts(test.db, test.clock.now);
    expect(ids(await chart('hot'))).toEqual([
      [c, 2],
      [b, 1],
    ]);
    const paged = await chart('hot?pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(paged)).toEqual([[b, 1]]);
  });

  it('ranks 新品 — games released in the last 30 days — by their downloads', async () => {
    const t = test.clock.now().getTime();
    const [inside, boundary, fresh] = [await insertGame(test.db), await insertGame(test.db), await insertGame(test.db)];
    await test.db.query('UPDATE games SET created_at = $2 WHERE id = $1', [inside, new Date(t - 30 * DAY + 1_000)]);
    await test.db.query('UPDATE games SET created_at = $2 WHERE id = $1', [boundary, new Date(t - 30 * DAY)]);
    await test.db.query('UPDATE games SET created_at = $2 WHERE id = $1', [fresh, new Date(t - DAY)]);
    await recordDownloads(test.db, inside, 2, new Date(t - 29 * DAY));
    await recordDownloads(test.db, boundary, 9, new Date(t - DAY));
    await refreshCharts(test.db, test.clock.now);
    expect(ids(await chart('new'))).toEqual([
      [inside, 2],
      [fresh, 0],
    ]);
  });

  it('ranks 高分 by the Bayesian score, listing a game from the minimum count (5 ratings) on', async () => {
    const [best, almost, mixed] = [await insertGame(test.db), await insertGame(test.db), await insertGame(test.db)];
    const members = await createMembers(test, 6);
    for (const member of members.slice(0, 5)) await review(test, member, best, 5, '五星好评');
    for (const member of members.slice(0, 4)) await review(test, member, almost, 5, '也是五星');
    for (const [index, member] of members.entries()) await review(test, member, mixed, [1, 2, 3, 4, 5, 3][index]!, '一般般');
    const globalMean = async () => {
      const row = await test.db.one<{ s: string; n: string }>(
        'SELECT sum(rating_sum)::text AS s, sum(rating_count)::text AS n FROM game_rating_stats',
      );
      return Number(row!.s) / Number(row!.n);
    };
    await refreshCharts(test.db, test.clock.now);
    let c = await globalMean();
    const round = (value: number) => Math.round(value * 100) / 100;
    // v = m = 5, R = 5: (5/10)·5 + (5/10)·C. mixed: v = 6, R = 3: (6/11)·3 + (5/11)·C. almost (v = 4) is not listed.
    let top = await chart('top');
    expect(ids(top)).toEqual([
      [best, round(0.5 * 5 + 0.5 * c)],
      [mixed, round((6 / 11) * 3 + (5 / 11) * c)],
    ]);
    expect(top.items[0]).toMatchObject({ score: 5, ratingCount: 5 });

    // The fifth rating lists it.
    await review(test, members[5]!, almost, 5, '第五个五星');
    await refreshCharts(test.db, test.clock.now);
    c = await globalMean();
    top = await chart('top');
    // Equal scores: the newer game first.
    expect(top.items.map((entry) => entry.game.id)).toEqual([almost, best, mixed]);
    expect(top.items[0]!.value).toBe(round(0.5 * 5 + 0.5 * c));
    expect(top.items[1]!.value).toBe(top.items[0]!.value);
  });

  it('ranks 预约 by the registered reservation counts, per category too', async () => {
    const [a, b] = [await insertGame(test.db), await insertGame(test.db)];
    await test.db.query('UPDATE games SET category_id = 3 WHERE id = $1', [b]);
    registerReservationSource(reservationTableCounts); // the default (an earlier run of this file registered its own)
    await refreshCharts(test.db, test.clock.now);
    // No reservations table in this branch and no source registered: an empty chart.
    expect(await chart('reserve')).toMatchObject({ items: [], total: 0 });
    registerReservationSource(async () => [
      { gameId: a, count: 12 },
      { gameId: b, count: 40 },
      { gameId: 99_999_999, count: 100 }, // not in the catalogue: left out
    ]);
    await refreshCharts(test.db, test.clock.now);
    expect(ids(await chart('reserve'))).toEqual([
      [b, 40],
      [a, 12],
    ]);
    expect(ids(await chart('reserve?category=3'))).toEqual([[b, 40]]);
    expectRefusal(await call(test, 'GET', '/v1/chart/best'), 400, ResultCode.badRequest, /kind/);
  });
});
