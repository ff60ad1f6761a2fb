import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRouteMeta } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteJsonLoader } from './remote-json';
import { parseRoutesFile, routesFileUrl } from './routes-file';
import { TimedCache } from './timed-cache';

export interface KnownRoutes {
  manifest: string;
  version: string;
  routes: RemoteRouteMeta[];
}

export interface RemoteRoutesRegistryOptions {
  loadJson: RemoteJsonLoader;
  /** `${DATA_DIR}/remote-routes-cache.json`: survives restarts. */
  cacheFile: string;
  ttlMs: number;
  log: FastifyBaseLogger;
}

/**
 * Each remote's routes, from the portal-routes.json beside its manifest. The last routes
 * seen for a remote name are kept (in memory and on disk), so when a remote is down or its
 * manifest points at a dead port the host still knows which URLs belong to it and shows a
 * "temporarily unavailable, retry" state there instead of treating them as unknown pages.
 */
export class RemoteRoutesRegistry {
  private readonly lastKnown: Record<string, KnownRoutes>;
  private readonly cache: TimedCache<KnownRoutes | undefined>;
  private writing: Promise<void> = Promise.resolve();
  /** The routes last answered per build (a remote and a canary are two); a handful per remote. */
  private readonly answered = new Map<string, KnownRoutes>();
  /** Last failure logged per remote: a remote that stays down is reported once, not every TTL. */
  private readonly reported = new Map<string, string>();

  constructor(private readonly options: RemoteRoutesRegistryOptions) {
    this.cache = new TimedCache(options.ttlMs);
    this.lastKnown = readCacheFile(options.cacheFile, options.log);
  }

  /** Fresh routes when the remote answers, else the last known ones, else undefined. */
  async routesFor(name: string, manifestUrl: string): Promise<KnownRoutes | undefined> {
    const fresh = await this.cache.get(`${name} ${manifestUrl}`, () => this.fetch(name, manifestUrl));
    return fresh ?? this.lastKnown[name];
  }

  /**
   * What routesFor would answer, without waiting, when the remote's answer is within the TTL;
   * undefined when routesFor has to ask the remote (again).
   */
  routesKnownNow(name: string, manifestUrl: string): { routes: KnownRoutes | undefined } | undefined {
    const fresh = this.cache.peek(`${name} ${manifestUrl}`);
    return fresh && { routes: fresh.value ?? this.lastKnown[name] };
  }

  /** Resolves once every pending write of the cache file has finished (tests, shutdown). */
  flush(): Promise<void> {
    return this.writing;
  }

  private async fetch(name: string, manifestUrl: string): Promise<KnownRoutes | undefined> {
    const url = routesFileUrl(manifestUrl);
    const result = await this.options.loadJson(url);
    const file = result.ok ? parseRoutesFile(result.value) : undefined;
    if (!file) {
      const reason = result.ok ? 'not a valid routes file' : result.reason;
      if (this.reported.get(name) !== reason) {
        this.reported.set(name, reason);
        this.options.log.warn({ remote: name, url, reason }, 'remote routes unavailable; using the last known routes');
      }
      return undefined;
    }
    if (this.reported.delete(name)) this.options.log.info({ remote: name, url }, 'remote routes available again');
    const known: KnownRoutes = { manifest: manifestUrl, version: file.version, routes: file.routes };
    const text = JSON.stringify(known);
    if (JSON.stringify(this.lastKnown[name]) !== text) {
      this.lastKnown[name] = known;
      this.persist();
    }
    // The same object while a build's routes stay the same, so what is made from it (the
    // environment a visitor gets, resolve-environment.ts) is kept across refreshes, not made again.
    const build = `${name} ${manifestUrl}`;
    const previous = this.answered.get(build);
    if (previous && JSON.stringify(previous) === text) return previous;
    this.answered.set(build, known);
    return known;
  }

  private persist(): void {
    const { cacheFile, log } = this.options;
    const snapshot = JSON.stringify(this.lastKnown, null, 2);
    // Writes are chained and go through a temp file + rename, so a crash never leaves half a file.
    this.writing = this.writing.then(async () => {
      try {
        mkdirSync(path.dirname(cacheFile), { recursive: true });
        const temp = `${cacheFile}.${process.pid}.tmp`;
        await writeFile(temp, snapshot);
        await rename(temp, cacheFile);
      } catch (error) {
        log.warn({ err: error, cacheFile }, 'could not save the remote routes cache');
      }
    });
  }
}

function readCacheFile(cacheFile: string, log: FastifyBaseLogger): Record<string, KnownRoutes> {
  let text: string;
  try {
    text = readFileSync(cacheFile, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const known: Record<string, KnownRoutes> = {};
    for (const [name, value] of Object.entries(parsed)) {
      const file = parseRoutesFile(value);
      const manifest = (value as { manifest?: unknown }).manifest;
      if (file && typeof manifest === 'string') known[name] = { manifest, version: file.version, routes: file.routes };
    }
    return known;
  } catch (error) {
    log.warn({ err: error, cacheFile }, 'ignoring an unreadable remote routes cache');
    return {};
  }
}
