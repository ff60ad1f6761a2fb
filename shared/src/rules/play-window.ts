import { shanghaiDay } from './shanghai-time';

/**
 * Minors' play time (NPPA, 《关于进一步严格管理 切实防止未成年人沉迷网络游戏的通知》, 2021):
 * only on Fridays, Saturdays, Sundays and statutory holidays, 20:00–21:00 Beijing time.
 * Statutory holidays come from the official State Council calendar as the `chinese-days`
 * package keeps it (holiday-calendar.ts): a weekday it marks as a day off is a festival day or a
 * day given off by 调休; a 调休 working Saturday or Sunday stays a Saturday or Sunday, which the
 * rule allows anyway. The package carries each year once the State Council publishes it (usually
 * in November): bump the dependency to take a new year. The calendar is passed in, so these rules
 * stay pure and a page loads the calendar's data only when it shows the notice.
 */
export const MINOR_PLAY_NOTICE = '未成年人仅可在周五、周六、周日和法定节假日的20:00—21:00进行游戏';

export const MINOR_PLAY_HOURS = { from: 20, to: 21 } as const;

/** What the rules need of the official calendar (chinese-days' getDayDetail). */
export interface HolidayCalendar {
  getDayDetail(date: string): { work: boolean };
}

/** A statutory holiday on the Shanghai day of `at`: a weekday the official calendar gives off. */
export function isStatutoryHoliday(at: Date, calendar: HolidayCalendar): boolean {
  const day = shanghaiDay(at);
  return day.weekday !== 0 && day.weekday !== 6 && !calendar.getDayDetail(day.date).work;
}

/** Whether minors may play at all on the Shanghai day of `at`. */
export function isMinorPlayDay(at: Date, calendar: HolidayCalendar): boolean {
  const { weekday } = shanghaiDay(at);
  return weekday === 5 || weekday === 6 || weekday === 0 || isStatutoryHoliday(at, calendar);
}

/** Whether `at` lies inside the permitted hour. */
export function isInMinorPlayWindow(at: Date, calendar: HolidayCalendar): boolean {
  const { hour } = shanghaiDay(at);
  return isMinorPlayDay(at, calendar) && hour >= MINOR_PLAY_HOURS.from && hour < MINOR_PLAY_HOURS.to;
}

/** One line for a minor under the notice: whether today is a play day and the hour. */
export function minorPlayToday(at: Date, calendar: HolidayCalendar): string {
  if (isInMinorPlayWindow(at, calendar)) return '现在是可游戏时段（今日 20:00—21:00）';
  if (isMinorPlayDay(at, calendar)) return '今日可在 20:00—21:00 进行游戏';
  return '今日不是可游戏日';
}
