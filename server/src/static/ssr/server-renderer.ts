import type { PortalEnvironment, ServerRenderedPage } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RouteOwner } from '../route-match';
import { BundleUnavailable, type LoadedHost, type LoadedRemote, type ServerBundles } from './server-bundles';

/** A route rendered on the server: #root's markup and what the browser needs to hydrate it. */
export interface RenderedRoute {
  html: string;
  /** Resource hints for the page's head. */
  head: string;
  queryState: unknown;
  page: ServerRenderedPage;
}

export interface ServerRendererOptions {
  bundles: ServerBundles;
  /** SSR_BUDGET_MS: past it, the page goes out client-rendered. */
  budgetMs: number;
  /** SSR_CACHE_MS: how long a guest's rendered route is reused (0: never). */
  cacheMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

class RenderTimeout extends Error {
  override name = 'RenderTimeout';
}

/**
 * Renders the route a page navigation asks for (issue 17), or answers undefined and the page is
 * client-rendered as before: when the route needs a login (the server never knows the account,
 * which lives in the browser's storage, so it renders only for guests), when a server bundle is
 * missing, when rendering throws, or when it takes longer than the budget. Never a failed page.
 *
 * Guest renders are reused for SSR_CACHE_MS, keyed by the URL and the build of every app the
 * render used, so a deploy or a canary visitor never gets another build's markup.
 */
export class ServerRenderer {
  private readonly cache: LRUCache<string, RenderedRoute> | undefined;
  private readonly warned = new Set<string>();
  private readonly running = new Map<string, Promise<RenderedRoute>>();
  private readonly now: () => number;

  constructor(private readonly options: ServerRendererOptions) {
    this.now = options.now ?? Date.now;
    this.cache = options.cacheMs > 0 ? new LRUCache({ max: 500, ttl: options.cacheMs }) : undefined;
  }

  async render(url: string, environment: PortalEnvironment, owner: RouteOwner): Promise<RenderedRoute | undefined> {
    if (owner.route.requiresLogin) return undefined;
    const manifestUrl = environment.remotes[owner.remote]?.manifest;
    if (!manifestUrl) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RenderTimeout(`over ${this.options.budgetMs} ms`)), this.options.budgetMs);
    try {
      return await Promise.race([
        this.renderRoute(url, environment, owner, manifestUrl, controller.signal),
        new Promise<never>((_resolve, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
        }),
      ]);
    } catch (error) {
      this.fellBack(owner, error);
      return undefined;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  private async renderRoute(
    url: string,
    environment: PortalEnvironment,
    owner: RouteOwner,
    manifestUrl: string,
    signal: AbortSignal,
  ): Promise<RenderedRoute> {
    const host = await this.options.bundles.hostBundle();
    const remote = await this.options.bundles.remoteBundle(manifestUrl, host);
    const key = this.cache && cacheKey(url, environment, `${host.label}/${remote.label}`);
    const cached = key === undefined ? undefined : this.cache?.get(key);
    if (cached) return cached;
    // One render per key at a time: a burst of guests on a page just expired shares the render
    // instead of each starting its own (which would outlast the budget for all of them).
    const running = key === undefined ? undefined : this.running.get(key);
    if (running) return running;
    const render = this.renderFresh(url, environment, owner, remote, host, signal);
    if (key === undefined) return render;
    this.running.set(key, render);
    try {
      const rendered = await render;
      this.cache?.set(key, rendered);
      return rendered;
    } finally {
      this.running.delete(key);
    }
  }

  private async renderFresh(
    url: string,
    environment: PortalEnvironment,
    owner: RouteOwner,
    remote: LoadedRemote,
    host: LoadedHost,
    signal: AbortSignal,
  ): Promise<RenderedRoute> {
    const loadPage = remote.bundle.pages[owner.route.module];
    if (!loadPage) throw new BundleUnavailable(`${owner.remote} ${remote.label} has no server page ${owner.route.module}`);
    const pageModule = await loadPage();
    const now = this.now();
    const { html, head, queryState } = await host.bundle.render({
      url,
      environment,
      remote: owner.remote,
      module: owner.route.module,
      pageModule,
      now,
      signal,
    });
    return { html, head, queryState, page: { remote: owner.remote, module: owner.route.module, now } };
  }

  /** Logged once per remote and kind of failure for a missing bundle, every time otherwise. */
  private fellBack(owner: RouteOwner, error: unknown): void {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (error instanceof BundleUnavailable) {
      const key = `${owner.remote}\0${reason}`;
      if (this.warned.has(key)) return;
      this.warned.add(key);
    }
    this.options.log.warn({ remote: owner.remote, module: owner.route.module, reason }, 'server render fell back to client rendering');
  }
}

/** The URL and every build the render depends on: the server bundles used and each remote's in this environment. */
function cacheKey(url: string, environment: PortalEnvironment, bundleLabels: string): string {
  const builds = Object.entries(environment.remotes)
    .map(([name, entry]) => `${name}=${entry.manifest}@${entry.version ?? ''}`)
    .sort()
    .join(',');
  return `${url}\0${bundleLabels}\0${builds}`;
}
