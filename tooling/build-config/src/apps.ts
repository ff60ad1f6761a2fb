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

/**
 * The API server the dev servers proxy `/api` and `/media` to: PORTAL_API_URL, read once here
 * (a team working alone points its remote's local shell at any API: a local server, staging),
 * default http://localhost:8080.
 */
export const DEV_API_ORIGIN = devApiOrigin(process.env.PORTAL_API_URL);

export function devApiOrigin(value: string | undefined): string {
  const raw = value?.trim() || 'http://localhost:8080';
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `PORTAL_API_URL must be the API server's origin, e.g. http://localhost:8080 or https://staging.example.com (got "${raw}")`,
    );
  }
  return url.origin;
}

export function remoteByName(name: string): AppIdentity {
  const app = REMOTE_APPS.find((r) => r.name === name);
  if (!app) throw new Error(`unknown remote ${name}; known: ${REMOTE_APPS.map((r) => r.name).join(', ')}`);
  return app;
}
