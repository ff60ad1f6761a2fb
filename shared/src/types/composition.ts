/**
 * The contract between the host, the remotes and whoever serves them (the server in the
 * one-command mode, or a CDN + an ops-edited `remotes.json`).
 */

/** main: header + scrolling area; simple: back button + title bar; standalone: the page alone. */
export type RouteLayout = 'main' | 'simple' | 'standalone';

/** One route a remote owns. Published by the remote's build in `portal-routes.json`. */
export interface RemoteRouteMeta {
  /** react-router path without the leading slash, e.g. `games/:type?`; '' is home. */
  path: string;
  /** The Module Federation expose that renders it, e.g. `./pages/home`. */
  module: string;
  layout: RouteLayout;
  /** Route title: used in the document title and the simple layout's bar. */
  title?: string;
  /** Icon for the simple layout's bar (a URL); the default logo when there is no title. */
  icon?: string;
  /** Spec §5: a route marked login required needs a user id. */
  requiresLogin?: boolean;
  /** The main layout without its header (square, animate, profile). */
  hideHeader?: boolean;
}

/** What a remote's build publishes beside its `mf-manifest.json`. */
export interface RemoteRoutesFile {
  /** Container name, e.g. `remote_games`. */
  name: string;
  /** Build label (package version + build id), so ops can tell builds apart. */
  version: string;
  routes: RemoteRouteMeta[];
}

/** One remote in an environment. */
export interface RemoteEnvironmentEntry {
  /** URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /** Optional label ops gave this build. */
  version?: string;
  /** The remote's routes; filled in by the server, or fetched from `portal-routes.json`. */
  routes?: RemoteRouteMeta[];
}

/**
 * The environment manifest (`remotes.json`): which build of each remote this environment
 * uses. The server inlines it into the host's HTML as `window.__PORTAL_ENV__`.
 */
export interface PortalEnvironment {
  /** App title from configuration; document titles are `${appTitle} | ${route title}`. */
  appTitle: string;
  remotes: Record<string, RemoteEnvironmentEntry>;
}

/** The global the server writes into the host's HTML. */
export const PORTAL_ENV_GLOBAL = '__PORTAL_ENV__';
/** Name of the routes file each remote publishes beside `mf-manifest.json`. */
export const REMOTE_ROUTES_FILE = 'portal-routes.json';
