/**
 * The contract between the host, the remotes and whoever serves them (the server in the
 * one-command mode, or a CDN + an ops-edited `remotes.json`).
 */

import type { Static } from '@sinclair/typebox';
import type {
  CanaryRuleSchema,
  EnvironmentFileSchema,
  EnvironmentRemoteSchema,
  EnvironmentFileStatusSchema,
  RemoteRouteMetaSchema,
  RouteLayoutSchema,
} from '../schemas/environment';

/** main: header + scrolling area; simple: back button + title bar; standalone: the page alone. */
export type RouteLayout = Static<typeof RouteLayoutSchema>;

/** One route a remote owns. Published by the remote's build in `portal-routes.json`. */
export type RemoteRouteMeta = Static<typeof RemoteRouteMetaSchema>;

/** `environments/<name>.json`, as ops write it (schemas/environment.ts). */
export type EnvironmentFile = Static<typeof EnvironmentFileSchema>;
export type EnvironmentRemote = Static<typeof EnvironmentRemoteSchema>;
export type CanaryRule = Static<typeof CanaryRuleSchema>;
export type EnvironmentFileStatus = Static<typeof EnvironmentFileStatusSchema>;

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
  /** Set when the server sent this device the environment's canary build of the remote. */
  cohort?: 'canary';
}

/**
 * The environment manifest (`remotes.json`): which build of each remote this environment
 * uses. The server inlines it into the host's HTML as `window.__PORTAL_ENV__`.
 */
export interface PortalEnvironment {
  /** Environment name (dev, staging, production, a canary…); telemetry and the ops status group by it. */
  name?: string;
  /** App title from configuration; document titles are `${appTitle} | ${route title}`. */
  appTitle: string;
  remotes: Record<string, RemoteEnvironmentEntry>;
  /** Remote-load telemetry: the share of page loads the host reports, 0–1 (default 1: every load). */
  telemetry?: { sampleRate?: number };
}

/** The global the server writes into the host's HTML. */
export const PORTAL_ENV_GLOBAL = '__PORTAL_ENV__';
/** Name of the routes file each remote publishes beside `mf-manifest.json`. */
export const REMOTE_ROUTES_FILE = 'portal-routes.json';

/**
 * Set in the HTML when the server rendered the route (issue 17): which remote page it rendered
 * and the time it rendered at, so the client loads that page before hydrating and writes the
 * same relative times ("3分钟前") as the server did.
 */
export interface ServerRenderedPage {
  remote: string;
  module: string;
  /** Epoch milliseconds the server rendered at. */
  now: number;
}
/** The global holding `ServerRenderedPage` when the server rendered the route. */
export const PORTAL_SSR_GLOBAL = '__PORTAL_SSR__';
/** The global holding the server's dehydrated query state (the page's data, fetched on the server). */
export const PORTAL_QUERY_GLOBAL = '__PORTAL_QUERY__';
/**
 * The `Server-Timing` metric of a server-rendered page's response: `dur` is the render's age in
 * ms, `desc` says whether it was sent while fresh (SSR_CACHE_MS) or after, while a new one
 * replaced it (SSR_STALE_MS). A page whose render was not fresh asks for its data again once
 * live, so the stale window bounds what the first paint shows, never what the page keeps.
 */
export const SERVER_RENDER_TIMING = { name: 'render-age', fresh: 'fresh', stale: 'stale' } as const;
/**
 * How long a query's answer is fresh in the browser (the one QueryClient's staleTime). A server
 * render's data is hydrated with its render time; when the render was sent stale
 * (`SERVER_RENDER_TIMING`), it is asked for again once the page is live.
 */
export const QUERY_STALE_MS = 60_000;
/**
 * Set on `<html>` once the page answers input, hydrated or rendered by the client. Until then a
 * server-rendered page is markup only: a form submitted then would be sent by the browser itself
 * (its fields, password included, in the address), so the server render's script holds it back.
 */
export const PORTAL_LIVE_ATTRIBUTE = 'data-live';
/** The global holding a form submitted before the page was live (`{ form, submitter }`), sent again once it is. */
export const PORTAL_EARLY_SUBMIT_GLOBAL = '__PORTAL_EARLY_SUBMIT__';
