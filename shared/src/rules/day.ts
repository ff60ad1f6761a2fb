/**
 * Calendar-day helpers in the user's local time (spec §9: "a helper tests whether a timestamp
 * lies in yesterday — from midnight the day before to midnight today").
 */
function startOfDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Between midnight today (inclusive) and midnight tomorrow. */
export function isToday(timestamp: number, now: number = Date.now()): boolean {
  const today = startOfDay(now);
  const tomorrow = new Date(today);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return timestamp >= today && timestamp < tomorrow.getTime();
}

/** Between midnight the day before (inclusive) and midnight today. */
export function isYesterday(timestamp: number, now: number = Date.now()): boolean {
  const today = startOfDay(now);
  const yesterday = new Date(today);
  yesterday.setDate(yesterday.getDate() - 1);
  return timestamp >= yesterday.getTime() && timestamp < today;
}
