import type { HolidayCalendar } from './play-window';

/**
 * The official holiday calendar (statutory holidays and 调休 days, from the `chinese-days`
 * package, ~8 KB gzip), loaded on demand: only a page that shows minors' play times fetches it,
 * so it stays out of every first load.
 */
export function loadHolidayCalendar(): Promise<HolidayCalendar> {
  return import('chinese-days').then((days) => ({ getDayDetail: (date: string) => days.getDayDetail(date) }));
}
