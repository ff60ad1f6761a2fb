import { Navigate, type RouteObject } from '@portal/shared';
import type { PortalEnvironment, RemoteRouteMeta, RouteLayout } from '@portal/shared';
import { MainLayout } from '../layouts/main-layout';
import { SimpleLayout } from '../layouts/simple-layout';
import { RootFrame } from './root-frame';
import { RoutesUnavailable } from './routes-unavailable';
import type { RouteHandle } from './route-handle';
import { RouteView } from './route-view';

/**
 * Composes every remote's routes into the host's one router, grouped under the layout each
 * route asks for. The host owns layouts, guards and titles; remotes own their pages.
 */
export function composeRoutes(environment: PortalEnvironment): RouteObject[] {
  const byLayout: Record<RouteLayout, RouteObject[]> = { main: [], simple: [], standalone: [] };
  const seen = new Map<string, string>();
  for (const [remote, entry] of Object.entries(environment.remotes)) {
    for (const meta of entry.routes ?? []) {
      const owner = seen.get(meta.path);
      if (owner) {
        // Two remotes claiming one path is an ops mistake; the first one keeps it.
        console.error(`[portal] 路由 /${meta.path} 同时属于 ${owner} 和 ${remote}，使用 ${owner}`);
        continue;
      }
      seen.set(meta.path, remote);
      byLayout[meta.layout].push(toRouteObject(remote, meta));
    }
  }
  if (!seen.has('')) {
    // The remote that owns home has not published its routes (it was unreachable when the page
    // was composed). Unknown paths redirect home, so home must still say what is going on.
    byLayout.main.push({ index: true, element: <RoutesUnavailable /> });
  }
  return [
    {
      element: <RootFrame appTitle={environment.appTitle} />,
      children: [
        { element: <MainLayout />, children: byLayout.main },
        { element: <SimpleLayout />, children: byLayout.simple },
        ...byLayout.standalone,
        // Spec §2: any unknown path redirects to '/'.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

function toRouteObject(remote: string, meta: RemoteRouteMeta): RouteObject {
  const handle: RouteHandle = { remote, meta };
  const element = <RouteView key={`${remote}:${meta.path}`} remote={remote} meta={meta} />;
  return meta.path === '' ? { index: true, element, handle } : { path: meta.path, element, handle };
}
