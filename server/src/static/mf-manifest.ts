/**
 * Reads the parts of a Module Federation `mf-manifest.json` (@module-federation/enhanced
 * 2.x) needed to preload a route: the remote entry and the sync JS and CSS of one expose.
 * Tolerant on purpose: a manifest from another MF version or a half-written file yields
 * fewer hints, never an error, because hints only make a page faster.
 *
 * Shape used: metaData.{publicPath | getPublicPath, remoteEntry.{path,name}},
 * exposes[].{path: './pages/home', name: 'pages/home', assets.{js,css}.sync: string[]},
 * shared[].{name, assets.js.sync: string[]}.
 */
export interface ManifestPreloads {
  remoteEntry?: string;
  scripts: string[];
  /**
   * The expose's own CSS. The bundler adds its <link> only when the page's chunk is asked for;
   * without a hint that is one more full round trip before the page can render.
   */
  styles: string[];
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

/** A base that lets `new URL` resolve root-relative manifest URLs (stripped again afterwards). */
const LOCAL_ORIGIN = 'http://portal.local';

function resolve(relative: string, base: string): string {
  const url = new URL(relative, new URL(base, LOCAL_ORIGIN));
  return url.origin === LOCAL_ORIGIN ? url.pathname + url.search : url.href;
}

/**
 * Where the remote's assets live. `auto`/empty/missing (the common remote setting, and the
 * runtime-computed `getPublicPath` case) means "beside the manifest"; otherwise publicPath
 * is resolved the way the MF runtime does, against the manifest URL.
 */
function assetBase(manifestUrl: string, metaData: Json | undefined): string {
  const publicPath = metaData?.publicPath;
  if (typeof publicPath !== 'string' || publicPath === '' || publicPath === 'auto') return manifestUrl;
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return resolve(base, manifestUrl);
}

function sameModule(exposePath: unknown, exposeName: unknown, module: string): boolean {
  const bare = module.replace(/^\.\//, '');
  return exposePath === module || exposePath === bare || exposeName === bare || exposeName === module;
}

/** The names of the shared modules a manifest lists (the host's: the singletons it provides). */
export function sharedNames(manifest: unknown): string[] {
  const shared = record(manifest)?.shared;
  return Array.isArray(shared) ? shared.map((entry) => record(entry)?.name).filter((name): name is string => typeof name === 'string') : [];
}

/**
 * `hostShared`: the shared modules the host provides, when known. The remote's own copies of the
 * others (react-query and its QueryClient, which only remotes use) are preloaded too: the
 * federation runtime asks for them only after the page's chunk has run, one more round trip
 * before the page can ask for its data.
 */
export function manifestPreloads(
  manifestUrl: string,
  manifest: unknown,
  module: string | undefined,
  hostShared?: ReadonlySet<string>,
): ManifestPreloads {
  const root = record(manifest);
  const metaData = record(root?.metaData);
  const base = assetBase(manifestUrl, metaData);
  const preloads: ManifestPreloads = { scripts: [], styles: [] };

  const entry = record(metaData?.remoteEntry);
  if (typeof entry?.name === 'string' && entry.name) {
    const dir = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
    preloads.remoteEntry = resolve(dir + entry.name, base);
  }

  if (module) {
    const exposes = Array.isArray(root?.exposes) ? root.exposes.map(record) : [];
    const expose = exposes.find((candidate) => candidate && sameModule(candidate.path, candidate.name, module));
    const assets = record(expose?.assets);
    preloads.scripts = strings(record(assets?.js)?.sync).map((asset) => resolve(asset, base));
    preloads.styles = strings(record(assets?.css)?.sync).map((asset) => resolve(asset, base));
    if (expose && hostShared) {
      const shared = Array.isArray(root?.shared) ? root.shared.map(record) : [];
      for (const entry of shared) {
        if (!entry || typeof entry.name !== 'string' || hostShared.has(entry.name)) continue;
        for (const asset of strings(record(record(entry.assets)?.js)?.sync)) preloads.scripts.push(resolve(asset, base));
      }
    }
  }
  return preloads;
}
