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

export const REMOTE_APPS: readonly AppIdentity[] = [
  { name: 'remote_games', short: 'games', devPort: 3001 },
  { name: 'remote_square', short: 'square', devPort: 3002 },
  { name: 'remote_account', short: 'account', devPort: 3003 },
  { name: 'remote_reading', short: 'reading', devPort: 3004 },
];

/** The API server the dev servers proxy `/api` to. */
export const DEV_API_ORIGIN = 'http://localhost:8080';

export function remoteByName(name: string): AppIdentity {
  const app = REMOTE_APPS.find((r) => r.name === name);
  if (!app) throw new Error(`unknown remote ${name}; known: ${REMOTE_APPS.map((r) => r.name).join(', ')}`);
  return app;
}
