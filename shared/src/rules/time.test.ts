import { formatDate, formatRelativeTime } from './time';

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('formatRelativeTime (spec §9)', () => {
  it('under 60 s is 刚刚', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('刚刚');
    expect(formatRelativeTime(ago(59 * S), now)).toBe('刚刚');
    expect(formatRelativeTime(ago(59 * S + 999), now)).toBe('刚刚');
  });
  it('60 s is 1分钟前, up to 59 minutes', () => {
    expect(formatRelativeTime(ago(60 * S), now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(59 * M), now)).toBe('59分钟前');
    expect(formatRelativeTime(ago(H - 1), now)).toBe('59分钟前');
  });
  it('1 hour to 23 hours is N小时前', () => {
    expect(formatRelativeTime(ago(H), now)).toBe('1小时前');
    expect(formatRelativeTime(ago(23 * H), now)).toBe('23小时前');
    expect(formatRelativeTime(ago(24 * H - 1), now)).toBe('23小时前');
  });
  it('24 hours and more is the local date', () => {
    expect(formatRelativeTime(ago(24 * H), now)).toBe('2026-11-21');
    expect(formatRelativeTime(new Date(2025, 0, 5, 8).toISOString(), now)).toBe('2025-01-05');
  });
  it('future times read 刚刚, unreadable input gives empty text', () => {
    expect(formatRelativeTime(ago(-5 * M), now)).toBe('刚刚');
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatRelativeTime(null, now)).toBe('');
  });
  it('accepts Date, seconds and milliseconds', () => {
    expect(formatRelativeTime(new Date(now - 2 * M), now)).toBe('2分钟前');
    expect(formatRelativeTime(Math.floor((now - 3 * H) / 1000), now)).toBe('3小时前');
    expect(formatDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
  it('formatDate shows the fallback for an absent or unreadable date', () => {
    expect(formatDate('2025-03-07 08:00:00')).toBe('2025-03-07');
    expect(formatDate(null, '—')).toBe('—');
    expect(formatDate('not a date', '—')).toBe('—');
  });
});
