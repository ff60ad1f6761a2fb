import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnvironmentFileStatus, PortalEnvironment } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ObjectNumbers } from '../platform/cache/object-numbers';
import type { Visitor } from './canary';
import { EnvironmentSource } from './environment-source';
import { environmentValidator, type ValidatedEnvironment } from './environment-validator';
import { type HostPageHead, headContent } from './host-page';
import type { StaticLayout } from './layout';
import { manifestPreloads, sharedNames } from './mf-manifest';
import { createRemoteJsonLoader, type JsonResult, type RemoteJsonLoader } from './remote-json';
import { RemoteRoutesRegistry } from './remote-routes-registry';
import { EnvironmentResolver } from './resolve-environment';
import { findRouteOwner, type RouteOwner } from './route-match';
import { TimedCache } from './timed-cache';

export interface PortalCompositionOptions {
  appTitle: string;
  layout: StaticLayout;
  dataDir: string;
  publicUrl: string | undefined;
  /** The environment file (environments/<PORTAL_ENV>.json or ENVIRONMENT_FILE). */
  environmentFile: string;
  /** REMOTE_ORIGINS: where remotes may be loaded from besides this origin. */
  remoteOrigins: readonly string[];
  log: FastifyBaseLogger;
  /** How long a remote's manifest and routes are reused before asking again. */
  cacheTtlMs?: number;
  /** How long to wait for a remote on another origin before giving up. */
  fetchTimeoutMs?: number;
}

/** A visitor's environment, the head of a host page for one path, and which remote route the path is. */
export interface HostPageHeadResult {
  environment: PortalEnvironment;
  head: HostPageHead;
  owner?: RouteOwner;
}

/** A head as made, with the inputs besides the key it was made from (they refresh on their own TTL). */
interface KeptHead {
  result: HostPageHeadResult;
  manifest?: JsonResult;
  hostShared?: ReadonlySet<string>;
}

/** Heads kept at once: one per path, environment and LCP picture asked for lately. */
const MAX_HEADS = 2000;

/**
 * How the host and the remotes are put together for one request: the live environment
 * (validated before it goes live), the build of each remote this visitor gets (canary or not),
 * and the <head> of the host page for a path.
 */
export class PortalComposition {
  readonly source: EnvironmentSource;
  readonly registry: RemoteRoutesRegistry;
  private readonly loadJson: RemoteJsonLoader;
  private readonly manifests: TimedCache<JsonResult>;
  /** The singletons the host build provides (its mf-manifest.json); undefined without a host build. */
  private readonly hostShared: TimedCache<ReadonlySet<string> | undefined>;
  private readonly resolver: EnvironmentResolver;
  /**
   * Heads by environment object (numbered here), LCP picture and path. A kept page view then
   * matches no route, reads no manifest and serialises no environment — together most of what it
   * cost before — and its head is the same object each time, which the page cache keys on.
   */
  private readonly heads = new LRUCache<string, KeptHead>({ max: MAX_HEADS });
  private readonly environments = new ObjectNumbers<PortalEnvironment>();

  constructor(private readonly options: PortalCompositionOptions) {
    const ttl = options.cacheTtlMs ?? 3000;
    this.loadJson = createRemoteJsonLoader({
      layout: options.layout,
      publicUrl: options.publicUrl,
      timeoutMs: options.fetchTimeoutMs ?? 1500,
    });
    this.source = new EnvironmentSource({
      file: options.environmentFile,
      lastGoodFile: path.join(options.dataDir, 'environment-last-good.json'),
      validate: environmentValidator({ ...options, loadJson: this.loadJson, hostDir: options.layout.hostDir }),
      log: options.log,
    });
    this.registry = new RemoteRoutesRegistry({
      loadJson: this.loadJson,
      cacheFile: path.join(options.dataDir, 'remote-routes-cache.json'),
      ttlMs: ttl,
      log: options.log,
    });
    this.manifests = new TimedCache(ttl);
    this.hostShared = new TimedCache(ttl);
    this.resolver = new EnvironmentResolver(this.registry, options);
  }

  private providedByHost(): Promise<ReadonlySet<string> | undefined> {
    return this.hostShared.get('host', () =>
      readFile(path.join(this.options.layout.hostDir, 'mf-manifest.json'), 'utf8').then(
        (text) => new Set(sharedNames(JSON.parse(text))),
        () => undefined,
      ),
    );
  }

  /** Cookies the composition sets (the device id) are Secure when the portal is served over https. */
  get secureCookies(): boolean {
    return this.options.publicUrl?.startsWith('https://') ?? false;
  }

  async environment(visitor: Visitor = {}): Promise<PortalEnvironment> {
    return this.resolver.resolve(await this.source.current(), visitor);
  }

  /**
   * The environment file as it is live now, for everyone (canaries not yet resolved for a
   * visitor). A page view reads it once and hands it to hostPageHead: each read checks the file
   * for a new version, and those checks were a tenth of a kept page view's time.
   */
  liveEnvironment(): Promise<ValidatedEnvironment | undefined> {
    return this.source.current();
  }

  status(): EnvironmentFileStatus {
    return this.source.status();
  }

  /**
   * The environment plus the head markup for `pathname` (a URL path, leading slash optional);
   * `lcpImage`: the page's largest picture, to preload (lcp-image.ts).
   */
  async hostPageHead(
    pathname: string,
    visitor: Visitor = {},
    lcpImage: string | null = null,
    live: Promise<ValidatedEnvironment | undefined> = this.liveEnvironment(),
  ): Promise<HostPageHeadResult> {
    const environment = await this.resolver.resolve(await live, visitor);
    const key = `${this.environments.of(environment)}\0${lcpImage ?? ''}\0${pathname}`;
    const kept = this.heads.get(key);
    if (kept && !kept.manifest) return kept.result;
    const owner = kept ? kept.result.owner : findRouteOwner(environment, pathname);
    const manifestUrl = owner ? environment.remotes[owner.remote]?.manifest : undefined;
    const routeTitle = owner?.route.title;
    if (!owner || !manifestUrl) {
      const result = { environment, head: headContent({ environment, routeTitle, lcpImage }) };
      this.heads.set(key, { result });
      return result;
    }
    const [manifest, hostShared] = await Promise.all([
      this.manifests.get(manifestUrl, () => this.loadJson(manifestUrl)),
      this.providedByHost(),
    ]);
    if (kept && kept.manifest === manifest && kept.hostShared === hostShared) return kept.result;
    const preloads = manifest.ok ? manifestPreloads(manifestUrl, manifest.value, owner.route.module, hostShared) : undefined;
    const head = headContent({ environment, routeTitle, manifestUrl, preloads, lcpImage });
    // A manifest read again after its TTL usually says the same: the same head object then, so
    // the page made from it is not made and compressed again.
    const result = kept && sameHead(kept.result.head, head) ? kept.result : { environment, head, owner };
    this.heads.set(key, { result, manifest, hostShared });
    return result;
  }
}

function sameHead(a: HostPageHead, b: HostPageHead): boolean {
  return (
    a.html === b.html && a.title === b.title && a.styles.join('\n') === b.styles.join('\n') && a.scripts.join('\n') === b.scripts.join('\n')
  );
}

/** Whether some remote of the live environment sends a share of devices to a canary (a page then needs a device id). */
export function hasShareCanary(live: ValidatedEnvironment | undefined): boolean {
  return Object.values(live?.remotes ?? {}).some((remote) => (remote.canary?.share ?? 0) > 0);
}
