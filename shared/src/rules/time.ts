import { chinaDay } from './china-day';
import { pageNow } from './page-clock';

/**
 * Spec §9 relative time: under 60 s 刚刚, under 1 hour N分钟前, under 1 day N小时前,
 * otherwise the date YYYY-MM-DD. A time in the future (clock skew) reads 刚刚;
 * unreadable input gives ''.
 *
 * Dates are China dates (Asia/Shanghai) whatever zone the process or the device is in: the
 * server renders a page in its own zone and the browser hydrates it in the player's, and a
 * date that differed between the two would be a hydration mismatch (and a post that reads
 * 2026-11-21 on one phone and 2026-11-22 on another).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date and wall-clock time without a zone: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss[.SSS]]' or the same with T. */
const ZONELESS = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Milliseconds for a time as servers send it: a Date, epoch seconds or milliseconds (number or
 * digits), ISO 8601 with a zone, or a time without one ('YYYY-MM-DD HH:mm:ss'), which is a China
 * wall-clock time — read the same on the server and on every device. NaN when unreadable.
 */
export function parseTimestamp(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return parseTimestamp(Number(text));
  const zoneless = ZONELESS.exec(text);
  if (!zoneless) return Date.parse(text);
  const [year, month, day, hour, minute, second] = zoneless.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Number((zoneless[7] ?? '0').padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - CHINA_OFFSET_MS;
}

/** YYYY-MM-DD, the China date; `fallback` ('' by default) when absent or unreadable. */
export function formatDate(value: string | number | Date | null | undefined, fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const ms = parseTimestamp(value);
  // Beyond ±8.64e15 ms a Date is invalid (and toISOString would throw).
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 - CHINA_OFFSET_MS ? chinaDay(ms) : fallback;
}

export function formatRelativeTime(iso: string | number | Date | null | undefined, now: number | Date = pageNow()): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const at = parseTimestamp(iso);
  if (Number.isNaN(at)) return '';
  const diff = (now instanceof Date ? now.getTime() : now) - at;
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return formatDate(at);
}
