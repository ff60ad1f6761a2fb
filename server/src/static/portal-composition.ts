import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnvironmentFileStatus, PortalEnvironment } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Visitor } from './canary';
import { EnvironmentSource } from './environment-source';
import { environmentValidator } from './environment-validator';
import { type HostPageHead, headContent } from './host-page';
import type { StaticLayout } from './layout';
import { manifestPreloads, sharedNames } from './mf-manifest';
import { createRemoteJsonLoader, type JsonResult, type RemoteJsonLoader } from './remote-json';
import { RemoteRoutesRegistry } from './remote-routes-registry';
import { resolveEnvironment } from './resolve-environment';
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
    return resolveEnvironment(await this.source.current(), this.registry, visitor, this.options);
  }

  /** Whether some remote sends a share of devices to a canary (the page then needs a device id). */
  async hasShareCanary(): Promise<boolean> {
    const live = await this.source.current();
    return Object.values(live?.remotes ?? {}).some((remote) => (remote.canary?.share ?? 0) > 0);
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
  ): Promise<{ environment: PortalEnvironment; head: HostPageHead; owner?: RouteOwner }> {
    const environment = await this.environment(visitor);
    const owner = findRouteOwner(environment, pathname);
    const manifestUrl = owner ? environment.remotes[owner.remote]?.manifest : undefined;
    const routeTitle = owner?.route.title;
    if (!owner || !manifestUrl) return { environment, head: headContent({ environment, routeTitle, lcpImage }) };

    const [manifest, hostShared] = await Promise.all([
      this.manifests.get(manifestUrl, () => this.loadJson(manifestUrl)),
      this.providedByHost(),
    ]);
    const preloads = manifest.ok ? manifestPreloads(manifestUrl, manifest.value, owner.route.module, hostShared) : undefined;
    return { environment, head: headContent({ environment, routeTitle, manifestUrl, preloads, lcpImage }), owner };
  }
}
