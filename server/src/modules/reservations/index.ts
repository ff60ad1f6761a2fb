import { API_PREFIX, defineModule } from '../../platform/module';
import { startLaunchTimer } from './launch-timer';
import { reservationRoutes } from './routes';

export { launchGame, reservationCounts, reserve, setUpcoming } from './service';

/**
 * Pre-registration (预约, issue 18): upcoming games are reserved and un-reserved; at the launch
 * (a staff command, or the timer at the planned date) every reserver gets one system message.
 */
export const reservationsModule = defineModule('reservations', async (app, context) => {
  await app.register(reservationRoutes(context), { prefix: API_PREFIX });
  let timer: ReturnType<typeof startLaunchTimer> | null = null;
  app.addHook('onReady', async () => {
    timer = startLaunchTimer(context.db, context.now, (error) => app.log.error({ err: error }, 'launch timer failed'));
  });
  app.addHook('onClose', async () => {
    await timer?.stop();
  });
});
