import { ageOn, shanghaiDay, shanghaiMonth } from './shanghai-time';

describe('Asia/Shanghai calendar', () => {
  it('puts 16:00 UTC on the next Shanghai day and month', () => {
    expect(shanghaiDay(new Date('2026-03-31T15:59:59Z')).date).toBe('2026-03-31');
    expect(shanghaiDay(new Date('2026-03-31T16:00:00Z')).date).toBe('2026-04-01');
    const march = shanghaiMonth(new Date('2026-03-31T15:59:59Z'));
    expect([march.start.toISOString(), march.end.toISOString()]).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-31T16:00:00.000Z']);
    const december = shanghaiMonth(new Date('2026-12-31T17:00:00Z'));
    expect(december.start.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(december.end.toISOString()).toBe('2027-01-31T16:00:00.000Z');
  });

  it('adds a year on the birthday itself, not the day before (Shanghai days)', () => {
    expect(ageOn('2010-04-01', new Date('2026-03-31T15:59:59Z'))).toBe(15);
    expect(ageOn('2010-04-01', new Date('2026-03-31T16:00:00Z'))).toBe(16);
    expect(ageOn('2008-11-25', new Date('2026-11-24T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-25', new Date('2026-11-25T00:00:00Z'))).toBe(18);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-02-29', new Date('2028-02-29T00:00:00Z'))).toBe(20);
  });
});
