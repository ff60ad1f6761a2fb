/**
 * Calendar arithmetic in Asia/Shanghai, where the NPPA rules count days, months and birthdays.
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact for every
 * date these rules meet (and needs no time-zone database in the browser).
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;

export interface ShanghaiDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  hour: number;
  /** YYYY-MM-DD */
  date: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function shanghaiDay(at: Date): ShanghaiDay {
  const local = new Date(at.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  return { year, month, day, weekday: local.getUTCDay(), hour: local.getUTCHours(), date: `${year}-${pad(month)}-${pad(day)}` };
}

/** The calendar month (Asia/Shanghai) holding `at`: its first instant and the next month's first instant. */
export function shanghaiMonth(at: Date): { start: Date; end: Date } {
  const { year, month } = shanghaiDay(at);
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - OFFSET_MS),
  };
}

/**
 * Full years of someone born on `birthDate` (YYYY-MM-DD) on the Shanghai day of `at`: a year
 * more from the birthday itself (the day before, not yet). Born on 29 February: the birthday
 * is 1 March in other years (the day before it is still 28 February).
 */
export function ageOn(birthDate: string, at: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const today = shanghaiDay(at);
  let age = today.year - year;
  if (today.month < month || (today.month === month && today.day < day)) age -= 1;
  return Math.max(0, age);
}
