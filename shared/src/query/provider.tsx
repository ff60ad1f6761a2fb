import { type ComponentType, type ReactNode, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from './client';

/** Provides the page's one QueryClient (a page of any remote, or a test). */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  // Held in state: on a server each render tree keeps the fresh client it was given.
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
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
