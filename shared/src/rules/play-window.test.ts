import { getDayDetail } from 'chinese-days';
import {
  isInMinorPlayWindow as inWindow,
  isMinorPlayDay as playDay,
  isStatutoryHoliday as holiday,
  minorPlayToday as today,
} from './play-window';
import { spendingRuleFor } from './minor-spending';

/** The official calendar, as pages load it (holiday-calendar.ts). */
const calendar = { getDayDetail };
const isInMinorPlayWindow = (at: Date) => inWindow(at, calendar);
const isMinorPlayDay = (at: Date) => playDay(at, calendar);
const isStatutoryHoliday = (at: Date) => holiday(at, calendar);
const minorPlayToday = (at: Date) => today(at, calendar);

/** 20:30 in Shanghai on a YYYY-MM-DD day, as an instant. */
const evening = (date: string, time = '20:30') => new Date(`${date}T${time}:00+08:00`);

describe("minors' play window (NPPA 2021)", () => {
  it('opens 20:00–21:00 on Fridays, Saturdays and Sundays only, by Shanghai time', () => {
    expect(isInMinorPlayWindow(evening('2026-11-27'))).toBe(true); // Friday
    expect(isInMinorPlayWindow(evening('2026-11-28'))).toBe(true); // Saturday
    expect(isInMinorPlayWindow(evening('2026-11-29'))).toBe(true); // Sunday
    expect(isInMinorPlayWindow(evening('2026-11-25'))).toBe(false); // Wednesday
    expect(isInMinorPlayWindow(evening('2026-11-27', '19:59'))).toBe(false);
    expect(isInMinorPlayWindow(evening('2026-11-27', '20:00'))).toBe(true);
    expect(isInMinorPlayWindow(evening('2026-11-27', '21:00'))).toBe(false);
    // 12:30 UTC on a Friday is 20:30 in Shanghai, whatever the machine's zone.
    expect(isInMinorPlayWindow(new Date('2026-11-27T12:30:00Z'))).toBe(true);
  });

  it('opens on statutory holidays from the official calendar, weekdays given off by 调休 included', () => {
    expect(isStatutoryHoliday(evening('2026-10-05'))).toBe(true); // Monday in 国庆节
    expect(isMinorPlayDay(evening('2026-10-05'))).toBe(true);
    expect(isMinorPlayDay(evening('2026-02-17'))).toBe(true); // Tuesday, 春节
    expect(isMinorPlayDay(evening('2026-01-01'))).toBe(true); // Thursday, 元旦
    expect(isMinorPlayDay(evening('2026-10-07'))).toBe(true); // Wednesday, the last day of 国庆
    // An ordinary Thursday, and a Saturday worked by 调休 (still a Saturday for the rule).
    expect(isMinorPlayDay(evening('2026-10-15'))).toBe(false);
    expect(isStatutoryHoliday(evening('2026-10-10'))).toBe(false);
    expect(isMinorPlayDay(evening('2026-10-10'))).toBe(true);
  });

  it('says what today means for a minor', () => {
    expect(minorPlayToday(evening('2026-11-27'))).toBe('现在是可游戏时段（今日 20:00—21:00）');
    expect(minorPlayToday(evening('2026-11-27', '10:00'))).toBe('今日可在 20:00—21:00 进行游戏');
    expect(minorPlayToday(evening('2026-11-25'))).toBe('今日不是可游戏日');
  });
});

describe("minors' spending bands", () => {
  it('maps ages to the NPPA bands at their boundaries', () => {
    expect(spendingRuleFor(null).band).toBe('unverified');
    expect([7, 8, 15, 16, 17, 18].map((age) => spendingRuleFor(age).band)).toEqual([
      'under8',
      'under16',
      'under16',
      'under18',
      'under18',
      'adult',
    ]);
    expect(spendingRuleFor(15)).toMatchObject({ perPaymentCents: 5000, perMonthCents: 20000 });
    expect(spendingRuleFor(17)).toMatchObject({ perPaymentCents: 10000, perMonthCents: 40000 });
  });
});
