import { type ComponentType, type ReactNode, useContext, useState } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from './client';

/** Provides the page's one QueryClient (a page of any remote, or a test). */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  // The server's render provides the request's own client (holding the data it prefetched for
  // this page): a page uses that one rather than making its own.
  const outer = useContext(QueryClientContext);
  // Held in state: on a server each render tree keeps the fresh client it was given.
  const [client] = useState(() => outer ?? getQueryClient());
  return client === outer ? children : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Wraps a remote's page in the page's one QueryClient. The host has no provider (it must not load
 * react-query at start-up): each page that uses queries wraps itself.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <PortalQueryProvider>
        <Page {...props} />
      </PortalQueryProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
