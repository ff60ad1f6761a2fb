import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/types';
import { launchDueGames } from './service';

/** How often the timer looks for upcoming games whose planned date has come. */
export const LAUNCH_CHECK_MS = 60_000;

/**
 * Launches a game at its planned date without a staff command. Safe with several instances:
 * the launch flips the status on the locked row, so only one of them writes the notices.
 */
export function startLaunchTimer(db: Database, now: Clock, onError: (error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = launchDueGames(db, now()).catch(onError);
  }, LAUNCH_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
