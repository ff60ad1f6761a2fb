import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { refreshCharts } from './service';

/** Charts are recomputed this often (and once when the app starts). */
export const CHART_REFRESH_INTERVAL_MS = 10 * 60_000;

export interface ChartRefresher {
  /** The pass started with the app (tests wait on it). */
  first: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs refreshCharts at start and then every intervalMs, never two at once in this instance
 * (across instances the batch's advisory lock orders them); stop() waits for a running pass.
 */
export function startChartRefresher(db: Database, now: Clock, onError: (error: unknown) => void, intervalMs = CHART_REFRESH_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    running ??= refreshCharts(db, now)
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = run();
  const timer = setInterval(() => {
    if (!stopped) void run();
  }, intervalMs);
  timer.unref();
  return {
    first,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  } satisfies ChartRefresher;
}
