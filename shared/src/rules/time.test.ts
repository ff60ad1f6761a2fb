import { formatDate, formatRelativeTime } from './time';

const now = Date.parse('2026-11-22T12:00:00+08:00');
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
  it('24 hours and more is the date', () => {
    expect(formatRelativeTime(ago(24 * H), now)).toBe('2026-11-21');
    expect(formatRelativeTime('2025-01-05T08:00:00+08:00', now)).toBe('2025-01-05');
  });
  it('future times read 刚刚, unreadable input gives empty text', () => {
    expect(formatRelativeTime(ago(-5 * M), now)).toBe('刚刚');
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatRelativeTime(null, now)).toBe('');
  });
  it('accepts Date, seconds and milliseconds', () => {
    expect(formatRelativeTime(new Date(now - 2 * M), now)).toBe('2分钟前');
    expect(formatRelativeTime(Math.floor((now - 3 * H) / 1000), now)).toBe('3小时前');
    expect(formatDate(new Date('2026-01-09T10:00:00+08:00'))).toBe('2026-01-09');
  });
  it('formatDate shows the fallback for an absent or unreadable date', () => {
    expect(formatDate('2025-03-07 08:00:00')).toBe('2025-03-07');
    expect(formatDate(null, '—')).toBe('—');
    expect(formatDate('not a date', '—')).toBe('—');
  });
});

describe('dates are China dates in every zone (the server renders in its zone, the phone hydrates in its own)', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  // Node re-reads TZ when it is assigned, so each case formats in another process zone.
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Shanghai'])('in %s', (tz) => {
    process.env.TZ = tz;
    // 23:30 on 21 November in China is still the 21st there, though it is the 22nd in Tokyo
    // and the 21st at 15:30 in UTC: one answer everywhere.
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026-11-21');
    expect(formatDate('2026-11-21T16:00:00Z')).toBe('2026-11-22');
    // A time the server sends without a zone is a China wall-clock time.
    expect(formatDate('2026-11-22 00:10:00')).toBe('2026-11-22');
    expect(formatDate('2026-11-21 23:59:59')).toBe('2026-11-21');
    expect(formatDate('2026-11-22')).toBe('2026-11-22');
    expect(formatRelativeTime('2026-11-22 11:59:00', now)).toBe('1分钟前');
  });
  it('a zoneless time outside the clock is unreadable', () => {
    expect(formatDate('2026-13-01 10:00:00', '—')).toBe('—');
    expect(formatDate('2026-11-22 24:00:00', '—')).toBe('—');
    expect(formatDate(1e20, '—')).toBe('—');
  });
});
