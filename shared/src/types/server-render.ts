import type { PortalEnvironment } from './composition';

/**
 * The contract between the portal server and the apps' server-target bundles (issue 17,
 * tooling/build-config/src/server-build.ts). Types only: each side is built on its own.
 */

/** The route a page is rendered for, as its `prefetch` receives it. */
export interface PageRoute {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** A request the server's in-process API dispatcher answers (Fastify `inject`). */
export interface ServerApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface ServerApiResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  payload: string;
}

export interface ServerRenderInput {
  /** Path and query of the page. */
  url: string;
  environment: PortalEnvironment;
  /** The remote and expose name of the route's page, and that page's module from the remote's server bundle. */
  remote: string;
  module: string;
  pageModule: unknown;
  /** Epoch ms the page renders at (relative times). */
  now: number;
  /** Aborted when the render's time budget is spent. */
  signal: AbortSignal;
}

export interface ServerRenderOutput {
  /** The markup of #root. */
  html: string;
  /** Resource hints React found while rendering (image preloads), for the page's head. */
  head: string;
  /** The page's query cache, dehydrated (TanStack `dehydrate`), for the browser's one QueryClient. */
  queryState: unknown;
}

/** What the host's server bundle (`render.cjs`) exports. */
export interface HostServerBundle {
  /** Modules a remote's server bundle takes from the host, by the name it imports them by (its singletons). */
  provides: Record<string, unknown>;
  /** Once per server: where the API client's requests go. */
  configure(options: { dispatch: (request: ServerApiRequest) => Promise<ServerApiResponse> }): void;
  render(input: ServerRenderInput): Promise<ServerRenderOutput>;
}

/** What a remote's server bundle (`pages.cjs`) exports. */
export interface RemoteServerBundle {
  pages: Record<string, () => Promise<unknown>>;
  setPublicPath(publicPath: string): void;
}

/** The folder of an app's build holding its server-target bundle, and the manifest naming it. */
export const SERVER_BUILD_DIR = 'server';
export const SERVER_MANIFEST_FILE = 'server-manifest.json';

/** What `server-manifest.json` says. */
export interface ServerManifest {
  /** Module Federation container name (`host` for the host). */
  name: string;
  /** The build label, as in portal-routes.json. */
  version: string;
  kind: 'host' | 'remote';
  /** The bundle's file name, beside the manifest. */
  file: string;
  /** A remote's: the expose names its `pages` holds. */
  pages?: string[];
}
