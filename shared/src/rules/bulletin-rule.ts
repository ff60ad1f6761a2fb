import { isToday } from './day';

/**
 * Spec §4 Bulletin: fetched at start-up when there is no valid stored timestamp, or the stored
 * one is not from today. Closing with 今日不再显示 ticked stores the current timestamp, so no
 * request is made again that day.
 */
export function shouldFetchBulletin(storedHideTimestamp: string | null, now: number = Date.now()): boolean {
  if (storedHideTimestamp === null || storedHideTimestamp.trim() === '') return true;
  const timestamp = Number(storedHideTimestamp);
  if (!Number.isFinite(timestamp) || timestamp <= 0) return true;
  return !isToday(timestamp, now);
}
