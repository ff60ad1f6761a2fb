import { parseServiceHours, serviceNote, serviceState } from './service-hours';

/** A Date at the given Shanghai wall-clock time on 2026-11-25 (UTC+8). */
const shanghai = (h: number, m: number, s = 0) => new Date(Date.UTC(2026, 10, 25, h - 8, m, s));

describe('customer-service hours (Asia/Shanghai)', () => {
  it('reads the daily window from the hours text', () => {
    expect(parseServiceHours('每天 9:00-22:00')).toEqual({ open: 540, close: 1320 });
    expect(parseServiceHours('周一至周日 08:30～17:45')).toEqual({ open: 510, close: 1065 });
    expect(parseServiceHours('全天人工客服')).toBeNull();
    expect(parseServiceHours('25:00-26:00')).toBeNull();
  });

  it('is online from the opening minute up to, not including, the closing minute', () => {
    const window = parseServiceHours('每天 9:00-22:00');
    expect(serviceState(window, shanghai(8, 59, 59)).online).toBe(false);
    expect(serviceState(window, shanghai(9, 0)).online).toBe(true);
    expect(serviceState(window, shanghai(21, 59, 59)).online).toBe(true);
    expect(serviceState(window, shanghai(22, 0)).online).toBe(false);
  });

  it('names the next opening: later today before opening, tomorrow after closing', () => {
    const window = parseServiceHours('每天 9:00-22:00');
    const early = serviceState(window, shanghai(3, 0));
    expect(early.opensAt?.toISOString()).toBe(shanghai(9, 0).toISOString());
    expect(serviceNote(window, early)).toBe('留言将在今天 9:00 客服上班后回复');
    const late = serviceState(window, shanghai(23, 0));
    expect(late.opensAt?.toISOString()).toBe(new Date(shanghai(9, 0).getTime() + 86_400_000).toISOString());
    expect(serviceNote(window, late)).toBe('留言将在明天 9:00 客服上班后回复');
    expect(serviceNote(window, serviceState(window, shanghai(12, 0)))).toBe('客服在线，通常 10 分钟内回复');
  });

  it('handles a window across midnight', () => {
    const window = parseServiceHours('20:00-02:00');
    expect(serviceState(window, shanghai(1, 30)).online).toBe(true);
    expect(serviceState(window, shanghai(2, 0)).online).toBe(false);
    expect(serviceState(window, shanghai(23, 0)).online).toBe(true);
  });
});
