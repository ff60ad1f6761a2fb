import type { ChartPage, ReviewPage } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { refreshCharts } from '../charts';
import { buildSquareApp, call, createMember, dataOf, type SquareTestApp } from '../square/test/helpers';
import { insertGame, recordDownloads, review } from './test/helpers';

describe.each(databaseKinds)('guests’ review pages and chart pages kept in memory on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db, { CATALOGUE_CACHE_MS: '10000' });
  });
  afterAll(() => test.app.close());

  it('answers a guest’s review page from memory for CATALOGUE_CACHE_MS while players read fresh', async () => {
    const gameId = await insertGame(test.db);
    const [a, b] = [await createMember(test), await createMember(test)];
    const first = await review(test, a, gameId, 5, '第一条评价');
    const ids = async (token?: string) =>
      dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list?sort=newest`, token ? { token } : {})).items.map(
        (item) => item.id,
      );
    expect(await ids()).toEqual([first.id]);
    const second = await review(test, b, gameId, 4, '第二条评价'); // moves the clock 4 s
    expect(await ids(b.token)).toEqual([second.id, first.id]);
    expect(await ids()).toEqual([first.id]);
    test.clock.advance(6_001);
    expect(await ids()).toEqual([second.id, first.id]);
  });

  it('keeps a chart page for CATALOGUE_CACHE_MS after a batch', async () => {
    const gameId = await insertGame(test.db);
    const chart = async () => dataOf<ChartPage>(await call(test, 'GET', '/v1/chart/hot?pageSize=100')).items.map((e) => e.game.id);
    await refreshCharts(test.db, test.clock.now);
    expect(await chart()).not.toContain(gameId);
    await recordDownloads(test.db, gameId, 5, test.clock.now());
    await refreshCharts(test.db, test.clock.now);
    expect(await chart()).not.toContain(gameId);
    test.clock.advance(10_001);
    expect(await chart()).toContain(gameId);
  });
});
