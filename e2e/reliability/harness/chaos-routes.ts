import type { RemoteRouteMeta } from '@portal/shared/types';
import type { RemoteBuild } from './remote-build';

/** One route of one remote, as the chaos suite opens it. */
export interface ChaosRoute {
  container: string;
  meta: RemoteRouteMeta;
}

/** Every route every remote's build publishes. */
export function allRoutes(builds: RemoteBuild[]): ChaosRoute[] {
  return builds.flatMap((build) => build.routes.map((meta) => ({ container: build.container, meta })));
}

/** How a route's page is framed: the host's header, tab bar and back button depend on it. */
export function frameOf(meta: RemoteRouteMeta): 'main' | 'main without header' | 'simple' | 'standalone' {
  if (meta.layout === 'main') return meta.hideHeader ? 'main without header' : 'main';
  return meta.layout;
}

/**
 * One route per remote for the short form: each remote's first route in a frame no earlier
 * remote's pick has (else its first route), so the few routes still cover every frame the host
 * draws around a remote: header and tab bar, tab bar only, back bar, nothing.
 */
export function oneRoutePerRemote(builds: RemoteBuild[]): ChaosRoute[] {
  const covered = new Set<string>();
  return builds.map((build) => {
    const meta = build.routes.find((r) => !covered.has(frameOf(r))) ?? build.routes[0];
    if (!meta) throw new Error(`${build.container} publishes no routes`);
    covered.add(frameOf(meta));
    return { container: build.container, meta };
  });
}

/** A concrete URL for a route path: `detail/:id` → `/detail/1001`, `games/:type?` → `/games`. */
export function sampleUrl(routePath: string, params: Record<string, string>): string {
  const segments = routePath
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (optional) return [];
      const value = params[name];
      if (value === undefined) throw new Error(`no sample value for :${name} in ${routePath}`);
      return [value];
    });
  return `/${segments.join('/')}`;
}
