import { shouldFetchBulletin } from './bulletin-rule';
import { isToday, isYesterday } from './day';

const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms).getTime();
const NOW = at(2026, 11, 22, 10, 30);

describe('isYesterday (spec §9): from midnight the day before to midnight today', () => {
  it('is true across all of yesterday', () => {
    expect(isYesterday(at(2026, 11, 21, 0, 0), NOW)).toBe(true);
    expect(isYesterday(at(2026, 11, 21, 12), NOW)).toBe(true);
    expect(isYesterday(at(2026, 11, 21, 23, 59, 59, 999), NOW)).toBe(true);
  });
  it('is false at midnight today, today, and the day before yesterday', () => {
    expect(isYesterday(at(2026, 11, 22, 0, 0), NOW)).toBe(false);
    expect(isYesterday(at(2026, 11, 22, 9), NOW)).toBe(false);
    expect(isYesterday(at(2026, 11, 20, 23, 59, 59, 999), NOW)).toBe(false);
  });
  it('crosses month and year boundaries', () => {
    expect(isYesterday(at(2026, 11, 30, 8), at(2026, 12, 1, 1))).toBe(true);
    expect(isYesterday(at(2026, 12, 31, 23), at(2027, 1, 1, 0, 5))).toBe(true);
  });
  it('isToday covers midnight to midnight', () => {
    expect(isToday(at(2026, 11, 22, 0, 0), NOW)).toBe(true);
    expect(isToday(at(2026, 11, 22, 23, 59), NOW)).toBe(true);
    expect(isToday(at(2026, 11, 23, 0, 0), NOW)).toBe(false);
  });
});

describe('the bulletin once-a-day rule (spec §4)', () => {
  it('fetches when nothing is stored or the stored value is not a timestamp', () => {
    expect(shouldFetchBulletin(null, NOW)).toBe(true);
    expect(shouldFetchBulletin('', NOW)).toBe(true);
    expect(shouldFetchBulletin('yesterday', NOW)).toBe(true);
  });
  it('does not fetch again on the day 今日不再显示 was ticked', () => {
    expect(shouldFetchBulletin(String(at(2026, 11, 22, 0, 1)), NOW)).toBe(false);
    expect(shouldFetchBulletin(String(at(2026, 11, 22, 10, 29)), NOW)).toBe(false);
  });
  it('fetches again the next day (a timestamp from yesterday no longer hides it)', () => {
    expect(shouldFetchBulletin(String(at(2026, 11, 21, 23, 59)), NOW)).toBe(true);
  });
});
