/**
 * Calendar days in China (Asia/Shanghai: UTC+8 all year, no daylight saving). Check-in days,
 * daily and weekly task periods and the check-in calendar are counted in this zone whatever
 * the server's or the device's own zone is, so a day is the same for every player. Days are
 * 'YYYY-MM-DD' strings: they compare and sort as text.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a time as read on a clock in China. */
export function chinaDay(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China day starts (00:00:00 +08:00). */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - CHINA_OFFSET_MS);
}

/** The day `n` days after `day` (before, when n is negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Every day of a month ('YYYY-MM'), first to last. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 Monday … 6 Sunday (weeks in China start on Monday). */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the week a day is in. */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** True for a well-formed day that exists on the calendar ('2026-02-30' is not one). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00.000Z`)) && addDays(text, 0) === text;
}
