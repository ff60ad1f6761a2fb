import { SERVER_RENDER_TIMING } from '../types';

/**
 * Whether the server said this page's render was fresh (issue 17). A kept render may be sent
 * after its fresh window while a new one replaces it (SSR_STALE_MS); the page bytes are shared by
 * every visitor, so the render's age comes in the response's `Server-Timing` header instead.
 * Unknown counts as not fresh: outside a secure context the browser does not expose the header,
 * and a proxy may drop it — the page then asks for its data once more after hydration, which
 * costs a request, where trusting an unknown render could show a player old data for a minute.
 */
export function serverRenderIsFresh(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const timing = navigation?.serverTiming?.find((entry) => entry.name === SERVER_RENDER_TIMING.name);
  return timing?.description === SERVER_RENDER_TIMING.fresh;
}
