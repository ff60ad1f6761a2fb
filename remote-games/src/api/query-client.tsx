import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@portal/shared';

/**
 * This remote's one QueryClient, at module level so every page of remote_games shares the cache
 * (a game seen in a list is already there when its detail opens). The host has none: each page
 * wraps itself with `withQueryClient`, keeping react-query inside this remote.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A business answer (game not found, pool empty …) or a 4xx will not change on retry;
      // network trouble and 5xx get two more tries.
      retry: (failures, error) =>
        failures < 2 &&
        (!isApiError(error) || error.status === undefined || error.status >= 500) &&
        !(isApiError(error) && error.code >= 1000),
    },
    mutations: { retry: false },
  },
});

export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
