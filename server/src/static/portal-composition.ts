import path from 'node:path';
import type { PortalEnvironment } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { EnvironmentSource } from './environment-source';
import { headContent } from './host-page';
import type { StaticLayout } from './layout';
import { manifestPreloads } from './mf-manifest';
import { createRemoteJsonLoader, type JsonResult, type RemoteJsonLoader } from './remote-json';
import { RemoteRoutesRegistry } from './remote-routes-registry';
import { resolveEnvironment } from './resolve-environment';
import { findRouteOwner } from './route-match';
import { TimedCache } from './timed-cache';

export interface PortalCompositionOptions {
  appTitle: string;
  layout: StaticLayout;
  dataDir: string;
  publicUrl: string | undefined;
  remotesFile: string | undefined;
  log: FastifyBaseLogger;
  /** How long a remote's manifest and routes are reused before asking again. */
  cacheTtlMs?: number;
  /** How long to wait for a remote on another origin before giving up. */
  fetchTimeoutMs?: number;
}

/**
 * How the host and the remotes are put together for one request: the effective
 * environment (remotes.json) and the <head> of the host page for a given path.
 */
export class PortalComposition {
  readonly source: EnvironmentSource;
  readonly registry: RemoteRoutesRegistry;
  private readonly loadJson: RemoteJsonLoader;
  private readonly manifests: TimedCache<JsonResult>;

  constructor(options: PortalCompositionOptions) {
    const ttl = options.cacheTtlMs ?? 3000;
    this.loadJson = createRemoteJsonLoader({
      layout: options.layout,
      publicUrl: options.publicUrl,
      timeoutMs: options.fetchTimeoutMs ?? 1500,
    });
    this.source = new EnvironmentSource(options);
    this.registry = new RemoteRoutesRegistry({
      loadJson: this.loadJson,
      cacheFile: path.join(options.dataDir, 'remote-routes-cache.json'),
      ttlMs: ttl,
      log: options.log,
    });
    this.manifests = new TimedCache(ttl);
  }

  environment(): Promise<PortalEnvironment> {
    return resolveEnvironment(this.source, this.registry);
  }

  /** The environment plus the head markup for `pathname` (a URL path, leading slash optional). */
  async hostPageHead(pathname: string, nonce: string): Promise<{ environment: PortalEnvironment; head: string }> {
    const environment = await this.environment();
    const owner = findRouteOwner(environment, pathname);
    const manifestUrl = owner ? environment.remotes[owner.remote]?.manifest : undefined;
    if (!owner || !manifestUrl) return { environment, head: headContent({ nonce, environment }) };

    const manifest = await this.manifests.get(manifestUrl, () => this.loadJson(manifestUrl));
    const preloads = manifest.ok ? manifestPreloads(manifestUrl, manifest.value, owner.route.module) : undefined;
    return { environment, head: headContent({ nonce, environment, manifestUrl, preloads }) };
  }
}
