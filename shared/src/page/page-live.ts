import { PORTAL_LIVE_ATTRIBUTE } from '../types';

/**
 * The moment the page answers input, however it started (hydrated or rendered by the client):
 * the host marks it once (`markPageLive`), and what must wait for it — work that would change
 * what hydration compares with the server's markup — runs then (`whenPageLive`). One per page:
 * @portal/shared is a singleton.
 */
let live = false;
const waiting: Array<() => void> = [];

/** Runs `then` once the page is live: at once if it already is. Never on a server, where no page goes live. */
export function whenPageLive(then: () => void): void {
  if (typeof window === 'undefined') return;
  if (live) then();
  else waiting.push(then);
}

/**
 * Called by the host once its first render has committed: `<html data-live>`, then what waited
 * for it. Before it, a server-rendered button is only markup — a tap does nothing, and a
 * submitted form is held back until here (the host's keepEarlyInput) — so tests that tap at once
 * wait for the attribute.
 */
export function markPageLive(): void {
  document.documentElement.setAttribute(PORTAL_LIVE_ATTRIBUTE, '');
  if (live) return;
  live = true;
  for (const then of waiting.splice(0)) then();
}
