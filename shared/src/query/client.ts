import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { PORTAL_QUERY_GLOBAL, QUERY_STALE_MS, isApiError, serverRenderIsFresh, whenPageLive } from '@portal/shared';
import { watchBalance } from './balance';

/**
 * The retry rule every remote shares: a business answer (game not found, pool empty …) or a 4xx
 * will not change on retry; network trouble and 5xx get two more tries.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  return (
    failures < 2 && (!isApiError(error) || error.status === undefined || error.status >= 500) && !(isApiError(error) && error.code >= 1000)
  );
}

/**
 * A QueryClient with the portal's defaults. Mutations never retry and have no global error
 * handler: a form shows its error once, inline (never also as a toast), and a button that
 * wants a toast says so itself.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | null = null;

/**
 * The page's one QueryClient. This module is a Module Federation singleton
 * (`@portal/shared/query`), so every remote gets this same client and one remote's
 * invalidation reaches what every other remote shows. Created on first use, never at import:
 * on a server (no window) every call gets a fresh client, so no data is shared between requests.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createPortalQueryClient();
  if (!pageClient) {
    pageClient = createPortalQueryClient();
    seedFromServer(pageClient);
    watchBalance(pageClient);
  }
  return pageClient;
}

/**
 * The data the server fetched to render this page (issue 17), dehydrated into the HTML: the
 * page's first client render (hydration) reads it from the cache instead of asking again, and
 * so renders what the server rendered. A render the server sent after its fresh window (a kept
 * page, replaced in the background) may be older than what a player just did — a post, a review —
 * so its queries are asked for again once the page is live: not before, as a query fetching
 * during hydration renders differently from the server's markup.
 */
function seedFromServer(client: QueryClient): void {
  const globals = window as unknown as Record<string, DehydratedState | undefined>;
  const state = globals[PORTAL_QUERY_GLOBAL];
  if (!state) return;
  hydrate(client, state);
  globals[PORTAL_QUERY_GLOBAL] = undefined;
  if (serverRenderIsFresh()) return;
  const seeded = new Set(state.queries.map((query) => query.queryHash));
  whenPageLive(() => void client.invalidateQueries({ predicate: (query) => seeded.has(query.queryHash) }));
}
