import { REMOTE_ROUTES_FILE, type RemoteRouteMeta, type RemoteRoutesFile } from '@portal/shared/types';

/** `…/remotes/games/mf-manifest.json` → `…/remotes/games/portal-routes.json` (published side by side). */
export function routesFileUrl(manifestUrl: string): string {
  const withoutQuery = manifestUrl.replace(/[?#].*$/, '');
  return withoutQuery.slice(0, withoutQuery.lastIndexOf('/') + 1) + REMOTE_ROUTES_FILE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the routes that have at least a path and a module; a remote's bad entry must not hide the rest. */
export function parseRoutes(value: unknown): RemoteRouteMeta[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (route): route is RemoteRouteMeta => isRecord(route) && typeof route.path === 'string' && typeof route.module === 'string',
  );
}

export function parseRoutesFile(value: unknown): RemoteRoutesFile | undefined {
  if (!isRecord(value)) return undefined;
  const routes = parseRoutes(value.routes);
  if (!routes) return undefined;
  return {
    name: typeof value.name === 'string' ? value.name : '',
    version: typeof value.version === 'string' ? value.version : '',
    routes,
  };
}
