import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SERVER_BUILD_DIR as SERVER_DIR,
  SERVER_MANIFEST_FILE as SERVER_MANIFEST,
  type HostServerBundle,
  type RemoteServerBundle,
  type ServerApiRequest,
  type ServerApiResponse,
  type ServerManifest,
} from '@portal/shared/types';
import type { StaticLayout } from '../layout';
import { resolveRemoteFile } from '../remote-files';
import { localPath } from '../remote-json';
import { TimedCache } from '../timed-cache';
import { evaluateBundle } from './bundle-loader';
import { reactModules } from './react-modules';

export interface LoadedHost {
  label: string;
  bundle: HostServerBundle;
}

export interface LoadedRemote {
  label: string;
  bundle: RemoteServerBundle;
}

/** Why a route could not be rendered with a remote's server bundle. */
export class BundleUnavailable extends Error {
  override name = 'BundleUnavailable';
}

export interface ServerBundlesOptions {
  layout: StaticLayout;
  publicUrl: string | undefined;
  /** Answers the bundles' API calls in this process (Fastify inject). */
  dispatch: (request: ServerApiRequest) => Promise<ServerApiResponse>;
  /** How long where a bundle lies is trusted before looking again (a deploy moves `current`). */
  lookupTtlMs?: number;
}

/** A bundle being loaded, and once it is, the bundle itself (for loadedBundles, which does not wait). */
interface Loading<T> {
  loaded: Promise<T>;
  ready?: T;
}

/**
 * The server bundles of the host and of each remote, loaded once per build into this process.
 * The host's comes from its build (host/dist/server); a remote's from that remote's deployment as
 * the environment lists it — the `server/` folder beside the `mf-manifest.json` the visitor's
 * page uses, resolved exactly as the server would serve that URL (a published version, the
 * store's current one, or the team's dist). A remote on another origin has none here: its routes
 * are client-rendered.
 */
export class ServerBundles {
  private host: (Loading<LoadedHost> & { key: string }) | undefined;
  private readonly remotes = new Map<string, Loading<LoadedRemote>>();
  private readonly hostManifests: TimedCache<ServerManifest | undefined>;
  private readonly remoteLocations: TimedCache<{ dir: string; manifest: ServerManifest } | undefined>;

  constructor(private readonly options: ServerBundlesOptions) {
    const ttl = options.lookupTtlMs ?? 1000;
    this.hostManifests = new TimedCache(ttl);
    this.remoteLocations = new TimedCache(ttl);
  }

  private get hostDir(): string {
    return path.join(this.options.layout.hostDir, SERVER_DIR);
  }

  /** The host's server bundle of the current host build; rejects with BundleUnavailable when it has none. */
  async hostBundle(): Promise<LoadedHost> {
    const manifest = await this.hostManifests.get('host', () => readManifest(path.join(this.hostDir, SERVER_MANIFEST)));
    if (!manifest) throw new BundleUnavailable(`the host build has no ${SERVER_DIR}/${SERVER_MANIFEST}`);
    if (this.host?.key !== manifest.version) {
      const loading: Loading<LoadedHost> & { key: string } = { key: manifest.version, loaded: this.loadHost(manifest) };
      this.host = loading;
      loading.loaded.then(
        (host) => {
          loading.ready = host;
        },
        // A bundle that failed to load is tried again on the next page, not remembered.
        () => {
          if (this.host === loading) this.host = undefined;
        },
      );
    }
    return this.host.loaded;
  }

  /**
   * The host's bundle and the bundle of the remote whose browser build is `manifestUrl`, without
   * waiting: when both are loaded and where they lie was checked within the TTL. Otherwise
   * undefined, and hostBundle / remoteBundle find (or load) them. A page view served a kept
   * render needs nothing else (server-renderer.ts): the renderer's lookup, with those two awaited
   * and a budget timer, was a tenth of such a view's CPU profile.
   */
  loadedBundles(manifestUrl: string): { host: LoadedHost; remote: LoadedRemote } | undefined {
    const manifest = this.hostManifests.peek('host')?.value;
    const host = manifest && this.host?.key === manifest.version ? this.host.ready : undefined;
    const location = host && this.remoteLocations.peek(baseOf(manifestUrl))?.value;
    const remote = location && this.remotes.get(remoteKey(location, host))?.ready;
    return remote ? { host, remote } : undefined;
  }

  private async loadHost(manifest: ServerManifest): Promise<LoadedHost> {
    const exports = await evaluateBundle(path.join(this.hostDir, manifest.file), reactModules());
    const bundle = exports as unknown as HostServerBundle;
    if (typeof bundle.render !== 'function' || typeof bundle.configure !== 'function') {
      throw new BundleUnavailable(`${manifest.file} of the host is not a host server bundle`);
    }
    bundle.configure({ dispatch: this.options.dispatch });
    return { label: manifest.version, bundle };
  }

  /** The server bundle of the remote whose browser build is `manifestUrl`; rejects with BundleUnavailable. */
  async remoteBundle(manifestUrl: string, host: LoadedHost): Promise<LoadedRemote> {
    const base = baseOf(manifestUrl);
    const location = await this.remoteLocations.get(base, () => this.locateRemote(base));
    if (!location) throw new BundleUnavailable(`no server bundle at ${base}${SERVER_DIR}/${SERVER_MANIFEST}`);
    const key = remoteKey(location, host);
    let loading = this.remotes.get(key);
    if (!loading) {
      const attempt: Loading<LoadedRemote> = { loaded: this.loadRemote(location.dir, location.manifest, base, host) };
      this.remotes.set(key, attempt);
      attempt.loaded.then(
        (remote) => {
          attempt.ready = remote;
        },
        () => {
          if (this.remotes.get(key) === attempt) this.remotes.delete(key);
        },
      );
      loading = attempt;
    }
    return loading.loaded;
  }

  private async locateRemote(base: string): Promise<{ dir: string; manifest: ServerManifest } | undefined> {
    const local = localPath(`${base}${SERVER_DIR}/${SERVER_MANIFEST}`, this.options.publicUrl);
    if (local === undefined) return undefined;
    const file = await resolveRemoteFile(this.options.layout, local, { serveSourceMaps: false });
    if (!file) return undefined;
    const manifestFile = path.join(file.root, file.relative);
    const manifest = await readManifest(manifestFile);
    return manifest && { dir: path.dirname(manifestFile), manifest };
  }

  private async loadRemote(dir: string, manifest: ServerManifest, base: string, host: LoadedHost): Promise<LoadedRemote> {
    const exports = await evaluateBundle(path.join(dir, manifest.file), { ...reactModules(), ...host.bundle.provides });
    const bundle = exports as unknown as RemoteServerBundle;
    if (typeof bundle.pages !== 'object' || typeof bundle.setPublicPath !== 'function') {
      throw new BundleUnavailable(`${manifest.file} of ${manifest.name} is not a remote server bundle`);
    }
    // Asset URLs as the browser build computes them (publicPath 'auto': beside the manifest).
    bundle.setPublicPath(base);
    return { label: manifest.version, bundle };
  }
}

/** Where a remote's browser build lies: its `mf-manifest.json`'s folder, with the trailing slash. */
function baseOf(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** A remote's loaded bundle is keyed by where it lies, its build, and the host build it takes its singletons from. */
function remoteKey(location: { dir: string; manifest: ServerManifest }, host: LoadedHost): string {
  return `${location.dir}\0${location.manifest.version}\0${host.label}`;
}

async function readManifest(file: string): Promise<ServerManifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as ServerManifest;
    if (typeof manifest.file !== 'string' || path.basename(manifest.file) !== manifest.file || typeof manifest.version !== 'string') {
      return undefined;
    }
    return manifest;
  } catch {
    return undefined;
  }
}
