import { useMatches } from '@portal/shared';
import type { RemoteRouteMeta } from '@portal/shared';

/** Every composed route carries its remote and meta as its react-router `handle`. */
export interface RouteHandle {
  remote: string;
  meta: RemoteRouteMeta;
}

/** The meta of the deepest matched route, for layouts (title, icon, hidden header). */
export function useCurrentRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle;
  }
  return undefined;
}
