import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { refreshHotBatch } from './repository';

/**
 * The 最热 order reads a stored hot_rank (Lemmy's formula, repository.ts: score = likes +
 * 2 × comments, log10(max(2, score + 2)) / (hours + 2)^1.8, 0 after 7 days). A new post gets
 * its rank when it is written; this timer recomputes the posts of the last days in batches of
 * HOT_BATCH_SIZE, each batch its own short transaction, so likes and comments never wait long.
 */
export const HOT_REFRESH_INTERVAL_MS = 120_000;
export const HOT_BATCH_SIZE = 500;

/** Recomputes every recent post's rank; returns how many batches ran. */
export async function refreshHotRanks(db: Database, now: Clock, batchSize = HOT_BATCH_SIZE): Promise<number> {
  const at = now();
  let after = '0';
  let batches = 0;
  for (;;) {
    const last = await db.transaction((tx) => refreshHotBatch(tx, at, after, batchSize));
    if (last === null) return batches;
    batches += 1;
    after = last;
  }
}

export interface HotRefresher {
  stop(): Promise<void>;
}

/**
 * Runs refreshHotRanks every intervalMs (never two at once); stop() waits for a running one.
 * onRefreshed is told after each completed pass (tests wait on it rather than on time).
 */
export function startHotRefresher(
  db: Database,
  now: Clock,
  onError: (error: unknown) => void,
  intervalMs = HOT_REFRESH_INTERVAL_MS,
  onRefreshed: (batches: number) => void = () => {},
): HotRefresher {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = refreshHotRanks(db, now)
      .then(onRefreshed, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
