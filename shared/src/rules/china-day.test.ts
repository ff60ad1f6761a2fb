import { addDays, chinaDay, chinaDayStart, daysOfMonth, isCalendarDay, weekStartOf } from './china-day';
import { activityStateAt, checkinRewardFor } from './engage';

describe('China calendar days', () => {
  it('turns at 00:00 +08:00, not at UTC midnight', () => {
    expect(chinaDay(new Date('2026-03-01T23:59:59+08:00'))).toBe('2026-03-01');
    expect(chinaDay(new Date('2026-03-02T00:00:00+08:00'))).toBe('2026-03-02');
    expect(chinaDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(chinaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('counts months, weeks and days across their ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-02-28')).toBe(true);
  });
});

describe('check-in and activity rules', () => {
  it('pays more on the 7th day and starts the cycle again on the 8th', () => {
    expect(checkinRewardFor(7)).toBeGreaterThan(checkinRewardFor(6));
    expect(checkinRewardFor(8)).toBe(checkinRewardFor(1));
  });

  it('derives 未开始/进行中/已结束 from the clock', () => {
    const start = '2026-01-10T00:00:00Z';
    const end = '2026-01-20T00:00:00Z';
    expect(activityStateAt(start, end, new Date('2026-01-09T23:59:59Z'))).toBe('upcoming');
    expect(activityStateAt(start, end, new Date(start))).toBe('running');
    expect(activityStateAt(start, end, new Date(end))).toBe('ended');
  });
});
