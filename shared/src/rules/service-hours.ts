/**
 * Customer service's business hours (issue 14: "the page says whether 客服 is online now,
 * Asia/Shanghai, server clock"). SERVICE_HOURS is text for people ("每天 9:00-22:00"); the first
 * "H:MM-H:MM" in it is the daily window. China keeps UTC+8 all year (no daylight saving), so the
 * local time is the UTC time plus eight hours.
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MINUTES = 24 * 60;

/** Minutes after local midnight: open ≤ now < close (close < open: the window crosses midnight). */
export interface ServiceWindow {
  open: number;
  close: number;
}

export function parseServiceHours(text: string): ServiceWindow | null {
  const match = /(\d{1,2})[:：](\d{2})\s*[-–—~～至到]\s*(\d{1,2})[:：](\d{2})/.exec(text);
  if (!match) return null;
  const [open, close] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  if (open >= DAY_MINUTES || close > DAY_MINUTES || Number(match[2]) > 59 || Number(match[4]) > 59 || open === close) return null;
  return { open, close };
}

export interface ServiceState {
  online: boolean;
  /** When offline: the next opening. */
  opensAt: Date | null;
  /** The local day of the next opening relative to now: 0 today, 1 tomorrow. */
  opensInDays: number;
}

/** Online or not at `now`; no window (unreadable hours) counts as always online. */
export function serviceState(window: ServiceWindow | null, now: Date): ServiceState {
  if (!window) return { online: true, opensAt: null, opensInDays: 0 };
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  const localMidnight = Math.floor(local / 86_400_000) * 86_400_000;
  const minute = Math.floor((local - localMidnight) / 60_000);
  const online =
    window.open < window.close ? minute >= window.open && minute < window.close : minute >= window.open || minute < window.close;
  if (online) return { online, opensAt: null, opensInDays: 0 };
  const opensInDays = minute < window.open ? 0 : 1;
  const opensAt = new Date(localMidnight + opensInDays * 86_400_000 + window.open * 60_000 - SHANGHAI_OFFSET_MS);
  return { online, opensAt, opensInDays };
}

const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** What the page says about when a reply comes. */
export function serviceNote(window: ServiceWindow | null, state: ServiceState): string {
  if (state.online || !window) return '客服在线，通常 10 分钟内回复';
  return `留言将在${state.opensInDays === 0 ? '今天' : '明天'} ${clock(window.open)} 客服上班后回复`;
}
