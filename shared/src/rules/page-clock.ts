/**
 * "Now" for what a page writes relative to the current time (spec §9 "3分钟前"). While the server
 * renders a route, and while the browser hydrates that HTML, it is the server's render time: both
 * sides then write the same text and hydration finds no mismatch. Otherwise it is the clock.
 */
type ClockSource = () => number | undefined;

let fixedNow: number | undefined;
let source: ClockSource = () => fixedNow;

export function pageNow(): number {
  return source() ?? Date.now();
}

/** The browser: fixes `pageNow()` at the server's render time while hydrating, undefined after. */
export function fixPageNow(now: number | undefined): void {
  fixedNow = now;
}

/**
 * The server: where each render's time comes from. Renders of different requests interleave,
 * so the host's server bundle hands in a per-request source (AsyncLocalStorage).
 */
export function setPageClock(next: ClockSource): void {
  source = next;
}
