import remoteList from '../../../portal-remotes.json';

/**
 * The five apps of the portal: container names (package name in snake_case, as the
 * Module Federation examples do), the folder each is served from in the one-command mode,
 * and the fixed dev-server port each team uses when working alone.
 */
export interface AppIdentity {
  /** Module Federation container name. */
  name: string;
  /** Short name: the folder under `/remotes/` where the server mounts the build. */
  short: string;
  devPort: number;
}

export const HOST_APP: AppIdentity = { name: 'host', short: 'host', devPort: 3000 };

/** The remotes, from the workspace's one list (portal-remotes.json at the root). */
export const REMOTE_APPS: readonly AppIdentity[] = remoteList.remotes.map((r) => ({
  name: r.container,
  short: r.short,
  devPort: r.devPort,
}));

/** The API server the dev servers proxy `/api` to. */
export const DEV_API_ORIGIN = 'http://localhost:8080';

export function remoteByName(name: string): AppIdentity {
  const app = REMOTE_APPS.find((r) => r.name === name);
  if (!app) throw new Error(`unknown remote ${name}; known: ${REMOTE_APPS.map((r) => r.name).join(', ')}`);
  return app;
}
