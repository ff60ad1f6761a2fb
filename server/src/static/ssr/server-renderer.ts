import type { PortalEnvironment, ServerRenderedPage } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { BackgroundWork } from '../../platform/idle-work';
import type { RouteOwner } from '../route-match';
import { serverRenderData } from '../host-page';
import { forVisitor, LOCAL_VISITOR } from './in-process-api';
import { BundleUnavailable, type LoadedHost, type LoadedRemote, type ServerBundles } from './server-bundles';

/** A route rendered on the server: #root's markup and what the browser needs to hydrate it. */
export interface RenderedRoute {
  html: string;
  /** Resource hints for the page's head. */
  head: string;
  /** The hydration script's body (host-page.ts serverRenderData), serialised once per render, not per page view. */
  data: string;
  page: ServerRenderedPage;
}

/** A render as sent to one visitor: the kept render and how old it is (the response's Server-Timing says so). */
export interface ServedRender {
  route: RenderedRoute;
  /** Milliseconds since it was rendered; 0 for a render made for this request. */
  ageMs: number;
  /** Sent after its fresh window (SSR_CACHE_MS) while a new one replaces it: the page asks for its data again once live. */
  stale: boolean;
}

export interface ServerRendererOptions {
  bundles: ServerBundles;
  /** SSR_BUDGET_MS: past it, the page goes out client-rendered. */
  budgetMs: number;
  /** SSR_CACHE_MS: how long a guest's rendered route is fresh (0: never reused). */
  cacheMs: number;
  /** SSR_STALE_MS: how long after that it is still sent while one background render replaces it. */
  staleMs: number;
  /**
   * Where a stale render's replacement waits its turn (platform/idle-work.ts: until the server is
   * quiet), so it never runs between a page and the styles, scripts and pictures the page asks for next.
   */
  background: BackgroundWork;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** A stale render is replaced within this long, quiet or not (and within half of what is left of its stale window). */
const REVALIDATE_WITHIN_MS = 2000;
/**
 * The budget of a stale render's replacement. SSR_BUDGET_MS is what a visitor may wait; no one
 * waits for this render, and cutting it at a visitor's budget on a busy moment threw away work
 * that was nearly done and dropped the stale render, so the next visitor had to wait for a render
 * (or got the page client-rendered). It only bounds a render that hangs.
 */
const BACKGROUND_BUDGET_MS = 5000;

class RenderTimeout extends Error {
  override name = 'RenderTimeout';
}

/** Why a render's pending API calls are cancelled once it is over: a constant, so no error is built per page. */
const RENDER_OVER = new Error('render over');

/**
 * The budget of one render: a promise that rejects when it is spent, and — only for a render that
 * actually runs (a cache hit needs none) — a signal that cancels the render's pending API calls.
 */
class Budget {
  readonly spent: Promise<never>;
  private readonly timer: NodeJS.Timeout;
  private controller: AbortController | undefined;

  constructor(ms: number) {
    let reject!: (reason: unknown) => void;
    this.spent = new Promise<never>((_resolve, fail) => {
      reject = fail;
    });
    this.spent.catch(() => undefined);
    this.timer = setTimeout(() => {
      const reason = new RenderTimeout(`over ${ms} ms`);
      this.controller?.abort(reason);
      reject(reason);
    }, ms);
  }

  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    return this.controller.signal;
  }

  end(): void {
    clearTimeout(this.timer);
    this.controller?.abort(RENDER_OVER);
  }
}

/** What one render of a route needs. */
interface RenderJob {
  url: string;
  /** The address of the visitor whose page view asked for it: its API calls count against that visitor's limits. */
  visitor: string;
  environment: PortalEnvironment;
  owner: RouteOwner;
  remote: LoadedRemote;
  host: LoadedHost;
}

interface CachedRoute {
  rendered: RenderedRoute;
  renderedAt: number;
}

/**
 * Renders the route a page navigation asks for (issue 17), or answers undefined and the page is
 * client-rendered as before: when the route needs a login (the server never knows the account,
 * which lives in the browser's storage, so it renders only for guests), when a server bundle is
 * missing, when rendering throws, or when it takes longer than the budget. Never a failed page.
 *
 * Guest renders are reused, keyed by the URL and the build of every app the render used, so a
 * deploy or a canary visitor never gets another build's markup. A render is fresh for
 * SSR_CACHE_MS; for SSR_STALE_MS after that it is still served while one render replaces it
 * in the background (stale-while-revalidate) once the server is quiet, so a page visited at least that often
 * never keeps a visitor waiting for a render, and a burst of guests never starts more than one
 * render per key. The stale window is a bound on the data's age at first paint only: a stale
 * render is sent as such (ServedRender.stale, the response's Server-Timing), and the page asks
 * for its data again once live.
 */
export class ServerRenderer {
  private readonly cache: LRUCache<string, CachedRoute> | undefined;
  private readonly warned = new Set<string>();
  private readonly running = new Map<string, Promise<RenderedRoute>>();
  /** Keys whose replacement waits for its turn in the background. */
  private readonly replacing = new Set<string>();
  private readonly now: () => number;

  constructor(private readonly options: ServerRendererOptions) {
    this.now = options.now ?? Date.now;
    // An entry is served while fresh, then while stale (revalidating), by the renderer's clock;
    // the cache's own expiry only frees the memory of pages no one asks for.
    this.cache = options.cacheMs > 0 ? new LRUCache({ max: 500, ttl: options.cacheMs + options.staleMs }) : undefined;
  }

  /**
   * Loads the server bundles of the host and of every remote the environment lists, with their
   * pages, so the first visitors after a start are rendered too rather than falling back while
   * the bundles load (the first load takes longer than the render budget). Failures are left to
   * the render path, which falls back and says why.
   */
  async warm(environment: PortalEnvironment): Promise<void> {
    const host = await this.options.bundles.hostBundle();
    await Promise.allSettled(
      Object.values(environment.remotes).map(async (entry) => {
        const remote = await this.options.bundles.remoteBundle(entry.manifest, host);
        await Promise.all((entry.routes ?? []).map((route) => remote.bundle.pages[route.module]?.()));
      }),
    );
  }

  /** `visitor`: the address of the visitor asking (a render's API calls count against its limits). */
  async render(url: string, environment: PortalEnvironment, owner: RouteOwner, visitor = LOCAL_VISITOR): Promise<ServedRender | undefined> {
    if (owner.route.requiresLogin) return undefined;
    const manifestUrl = environment.remotes[owner.remote]?.manifest;
    if (!manifestUrl) return undefined;
    // Most page views find a kept render with every bundle already loaded: nothing runs that a
    // budget would bound, so none is made, and nothing is awaited (this lookup, with its timer and
    // promises, was a tenth of such a view's CPU profile).
    const loaded = this.cache && this.options.bundles.loadedBundles(manifestUrl);
    const kept = loaded && this.keptRender({ url, visitor, environment, owner, ...loaded });
    if (kept) return kept;
    const budget = new Budget(this.options.budgetMs);
    try {
      return await Promise.race([this.renderRoute({ url, visitor, environment, owner }, manifestUrl, budget), budget.spent]);
    } catch (error) {
      this.warn(owner, error, 'server render fell back to client rendering');
      return undefined;
    } finally {
      budget.end();
    }
  }

  private async renderRoute(
    { url, visitor, environment, owner }: Pick<RenderJob, 'url' | 'visitor' | 'environment' | 'owner'>,
    manifestUrl: string,
    budget: Budget,
  ): Promise<ServedRender> {
    const host = await this.options.bundles.hostBundle();
    const remote = await this.options.bundles.remoteBundle(manifestUrl, host);
    const job: RenderJob = { url, visitor, environment, owner, remote, host };
    if (!this.cache) return justRendered(await this.renderFresh(job, budget.signal));
    return this.keptRender(job) ?? justRendered(await this.renderOnce(cacheKey(job), job, budget.signal));
  }

  /** The kept render for `job`'s page while fresh or stale (a stale one's replacement is then scheduled); undefined when there is none. */
  private keptRender(job: RenderJob): ServedRender | undefined {
    const key = cacheKey(job);
    const cached = this.cache?.get(key);
    if (!cached) return undefined;
    const age = this.now() - cached.renderedAt;
    const servedFor = this.options.cacheMs + this.options.staleMs;
    if (age >= servedFor) return undefined;
    const stale = age >= this.options.cacheMs;
    if (stale) this.revalidate(key, job, servedFor - age);
    return { route: cached.rendered, ageMs: age, stale };
  }

  /** One render per key at a time: a burst of guests on a page shares it instead of each starting its own. */
  private renderOnce(key: string, job: RenderJob, signal: AbortSignal): Promise<RenderedRoute> {
    const running = this.running.get(key);
    if (running) return running;
    const renderedAt = this.now();
    const render = this.renderFresh(job, signal).then((rendered) => {
      this.cache?.set(key, { rendered, renderedAt });
      return rendered;
    });
    this.running.set(key, render);
    const forget = () => {
      if (this.running.get(key) === render) this.running.delete(key);
    };
    render.then(forget, forget);
    return render;
  }

  /**
   * Replaces a stale render in the background, within its own budget, once the server is quiet
   * (or within `leftMs / 2`, before the stale window runs out); the stale one is served meanwhile.
   */
  private revalidate(key: string, job: RenderJob, leftMs: number): void {
    if (this.running.has(key) || this.replacing.has(key)) return;
    this.replacing.add(key);
    this.options.background.schedule(
      () => {
        this.replacing.delete(key);
        // Rendered meanwhile: a visitor who came after the stale window waited for a new one.
        const cached = this.cache?.get(key);
        if (this.running.has(key) || (cached && this.now() - cached.renderedAt < this.options.cacheMs)) return;
        const budget = new Budget(Math.max(this.options.budgetMs, BACKGROUND_BUDGET_MS));
        Promise.race([this.renderOnce(key, job, budget.signal), budget.spent])
          .catch((error: unknown) => {
            // Not served again: the next visitor renders afresh (or falls back), as after expiry.
            this.cache?.delete(key);
            this.warn(job.owner, error, 'background server render failed: the stale render is dropped, the next visitor renders afresh');
          })
          .finally(() => budget.end());
      },
      Math.min(REVALIDATE_WITHIN_MS, leftMs / 2),
    );
  }

  private async renderFresh({ url, visitor, environment, owner, remote, host }: RenderJob, signal: AbortSignal): Promise<RenderedRoute> {
    const loadPage = remote.bundle.pages[owner.route.module];
    if (!loadPage) throw new BundleUnavailable(`${owner.remote} ${remote.label} has no server page ${owner.route.module}`);
    const pageModule = await loadPage();
    const now = this.now();
    // For as long as the render itself runs: past a budget that ran out, and in the background.
    const { html, head, queryState } = await forVisitor(visitor, () =>
      host.bundle.render({ url, environment, remote: owner.remote, module: owner.route.module, pageModule, now, signal }),
    );
    const page: ServerRenderedPage = { remote: owner.remote, module: owner.route.module, now };
    return { html, head, data: serverRenderData(page, queryState), page };
  }

  /**
   * A render that failed, logged once per remote and kind of failure for a missing bundle, every
   * time otherwise. A visitor's ("fell back to client rendering": that page view got the
   * client-rendered page; bench/web.mjs counts these) and a background one have their own message.
   */
  private warn(owner: RouteOwner, error: unknown, message: string): void {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (error instanceof BundleUnavailable) {
      const key = `${owner.remote}\0${reason}`;
      if (this.warned.has(key)) return;
      this.warned.add(key);
    }
    this.options.log.warn({ remote: owner.remote, module: owner.route.module, reason }, message);
  }
}

function justRendered(route: RenderedRoute): ServedRender {
  return { route, ageMs: 0, stale: false };
}

/** The URL and every build the render depends on: the server bundles used and each remote's in this environment. */
function cacheKey({ url, environment, host, remote }: RenderJob): string {
  return `${url}\0${host.label}/${remote.label}\0${remoteBuilds(environment)}`;
}

/**
 * Each remote's build in an environment, made once per environment object: the composition
 * keeps one per version and audience (portal-composition.ts), and a page view should not
 * rebuild this text from every remote's entry.
 */
const buildsByEnvironment = new WeakMap<PortalEnvironment, string>();
function remoteBuilds(environment: PortalEnvironment): string {
  let builds = buildsByEnvironment.get(environment);
  if (builds === undefined) {
    builds = Object.entries(environment.remotes)
      .map(([name, entry]) => `${name}=${entry.manifest}@${entry.version ?? ''}`)
      .sort()
      .join(',');
    buildsByEnvironment.set(environment, builds);
  }
  return builds;
}
