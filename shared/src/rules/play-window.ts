import { getDayDetail } from 'chinese-days';
import { shanghaiDay } from './shanghai-time';

/**
 * Minors' play time (NPPA, 《关于进一步严格管理 切实防止未成年人沉迷网络游戏的通知》, 2021):
 * only on Fridays, Saturdays, Sundays and statutory holidays, 20:00–21:00 Beijing time.
 * Statutory holidays come from the official State Council calendar as the `chinese-days`
 * package keeps it (a day it marks as a day off with a festival's name; 调休 working weekends
 * stay Saturdays and Sundays, which the rule allows anyway). The package carries each year once
 * the State Council publishes it (usually in November): bump the dependency to take a new year.
 */
export const MINOR_PLAY_NOTICE = '未成年人仅可在周五、周六、周日和法定节假日的20:00—21:00进行游戏';

export const MINOR_PLAY_HOURS = { from: 20, to: 21 } as const;

/** A statutory holiday (Asia/Shanghai day of `at`), by the official calendar. */
export function isStatutoryHoliday(at: Date): boolean {
  const detail = getDayDetail(shanghaiDay(at).date);
  const weekday = shanghaiDay(at).weekday;
  // A day off that is not a plain weekend: a festival day, or a weekday given off by 调休.
  return !detail.work && weekday !== 0 && weekday !== 6;
}

/** Whether minors may play at all on the Shanghai day of `at`. */
export function isMinorPlayDay(at: Date): boolean {
  const { weekday } = shanghaiDay(at);
  return weekday === 5 || weekday === 6 || weekday === 0 || isStatutoryHoliday(at);
}

/** Whether `at` lies inside the permitted hour. */
export function isInMinorPlayWindow(at: Date): boolean {
  const { hour } = shanghaiDay(at);
  return isMinorPlayDay(at) && hour >= MINOR_PLAY_HOURS.from && hour < MINOR_PLAY_HOURS.to;
}

/** One line for a minor under the notice: whether today is a play day and the hour. */
export function minorPlayToday(at: Date): string {
  if (isInMinorPlayWindow(at)) return '现在是可游戏时段（今日 20:00—21:00）';
  if (isMinorPlayDay(at)) return '今日可在 20:00—21:00 进行游戏';
  return '今日不是可游戏日';
}
