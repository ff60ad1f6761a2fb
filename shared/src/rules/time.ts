import { pageNow } from './page-clock';

/**
 * Spec §9 relative time: under 60 s 刚刚, under 1 hour N分钟前, under 1 day N小时前,
 * otherwise the local date YYYY-MM-DD. A time in the future (clock skew) reads 刚刚;
 * unreadable input gives ''.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Milliseconds for a time as servers send it: a Date, epoch seconds or milliseconds (number or
 * digits), ISO 8601, or 'YYYY-MM-DD HH:mm:ss'. NaN when unreadable.
 */
export function parseTimestamp(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return parseTimestamp(Number(text));
  // 'YYYY-MM-DD HH:mm:ss' is not portable (Safari); ISO 8601 parses as it is.
  return /T/.test(text) ? Date.parse(text) : Date.parse(text.replace(/-/g, '/'));
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** YYYY-MM-DD in local time; `fallback` ('' by default) when absent or unreadable. */
export function formatDate(value: string | number | Date | null | undefined, fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const ms = parseTimestamp(value);
  if (Number.isNaN(ms)) return fallback;
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
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
