import { API_PREFIX, defineModule } from '../../platform/module';
import { type ChartRefresher, startChartRefresher } from './refresher';
import { chartRoutes } from './routes';

export { refreshCharts } from './service';
// The reservations module registers where 预约 reads its counts (reservation-source.ts).
export { registerReservationSource, type ReservationSource } from './reservation-source';

/**
 * The charts (榜单, issue 18): 热门, 新品, 预约, 高分, for all games and per category, computed
 * by a timer (at start, then every 10 minutes) into game_charts and served from there.
 */
export const chartsModule = defineModule('charts', async (app, context) => {
  const { db, now } = context;
  await app.register(chartRoutes(context), { prefix: API_PREFIX });
  let refresher: ChartRefresher | null = null;
  app.addHook('onReady', async () => {
    refresher = startChartRefresher(db, now, (error) => app.log.error({ err: error }, 'charts refresh failed'));
  });
  app.addHook('onClose', async () => {
    await refresher?.stop();
  });
});
