import { createRequire } from 'node:module';
import type { Compiler } from '@rspack/core';
import path from 'node:path';

/**
 * The libraries every app shares as Module Federation singletons (architecture: "Singletons").
 * There must be exactly one React, one router and one `@portal/shared` (and so one store) in
 * the page. The router, zustand and axios are reached only through @portal/shared
 * (tooling/boundaries), so they are inside that singleton: one copy, and tree-shaken to what it
 * uses, which a shared module of their own could not be (shared modules are bundled whole).
 * The required version is the one installed, which the pnpm catalog pins for the whole
 * workspace, so host and remotes can never ask for different ones.
 */
export const SINGLETON_PACKAGES = ['react', 'react-dom', '@portal/shared'] as const;

/**
 * Singletons only the remotes declare: the page's one QueryClient (`@portal/shared/query`) and
 * the react-query it is built on. The host never imports them, so they stay out of its first load
 * (its singletons are eager); the first remote page that needs them provides them and every
 * later remote uses that copy, so one remote's invalidation reaches what another shows.
 * `@portal/shared/query` imports the rest of @portal/shared by package name, so it uses the
 * host's copy of the store and API client instead of bundling its own.
 * Each names the package whose installed version it carries and the files it is built from.
 */
const REMOTE_SINGLETONS: Record<string, { pkg: string; files: RegExp }> = {
  '@tanstack/react-query': { pkg: '@tanstack/react-query', files: /[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]/ },
  '@portal/shared/query': { pkg: '@portal/shared', files: /[\\/]shared[\\/]src[\\/]query[\\/]/ },
};

/**
 * One chunk per remote-only singleton (a remote's splitChunks cache groups). Left to itself the
 * bundler emits two byte-identical chunks for each: one that the remote's provider (registered
 * in the share scope) loads and one that its consume fallback loads, listed in the manifest in
 * chunk-id order. The host starts a singleton's chunks together with the remote entry
 * (host `preload-shared-fallbacks`), so a remote whose files are slow costs two round trips, not
 * three; with two copies it could only guess which one the provider would ask for, and the
 * guess flipped whenever a change moved the chunk ids. In one named chunk, both load the same
 * file and the manifest lists exactly it.
 */
export function remoteSingletonChunks() {
  return Object.fromEntries(
    Object.entries(REMOTE_SINGLETONS).map(([request, { files }], index) => [
      `singleton-${index}`,
      {
        name: `singleton-${request.replace(/^@/, '').replace(/\W+/g, '-')}`,
        test: files,
        chunks: 'async' as const,
        enforce: true,
        priority: 30,
      },
    ]),
  );
}

function isHostSingleton(pkg: string): boolean {
  return (SINGLETON_PACKAGES as readonly string[]).includes(pkg);
}

/** Packages whose subpath imports (`react/jsx-runtime`, `react-dom/client`) are shared too. */
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  strictVersion?: boolean;
}

function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    // An app that does not depend on a singleton directly (a remote never imports zustand)
    // still declares it shared, resolved from the shared package that does.
    const sharedDir = path.dirname(require.resolve('@portal/shared/package.json'));
    return (createRequire(path.join(sharedDir, 'package.json'))(`${pkg}/package.json`) as { version: string }).version;
  }
}

/** The host's singletons are eager (its first load); a remote's load with its first page. */
export function sharedSingletons(appDir: string, kind: 'host' | 'remote'): Record<string, SharedConfig> {
  const eager = kind === 'host';
  const shared: Record<string, SharedConfig> = {};
  const entries: [string, string][] = SINGLETON_PACKAGES.map((pkg) => [pkg, pkg]);
  if (kind === 'remote') entries.push(...Object.entries(REMOTE_SINGLETONS).map(([request, { pkg }]): [string, string] => [request, pkg]));
  for (const [request, pkg] of entries) {
    const version = installedVersion(appDir, pkg);
    // A workspace package has no registry version; without an explicit range the runtime
    // warns that `workspace:*` is not satisfied (toolchain notes). The range is the version the
    // app was built against: a remote built against @portal/shared 1.3.0 asks for ^1.3.0.
    const config: SharedConfig = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(eager ? { eager } : {}),
      // The host provides these. A remote asking for a newer one than the host has is refused
      // (the runtime throws, the host shows that remote's fallback) instead of running against
      // a copy that lacks what it calls. The remote-only singletons keep the runtime's warning:
      // whichever remote loads first provides them, and refusing would make one remote's age
      // break another remote.
      ...(isHostSingleton(request) ? { strictVersion: true } : {}),
    };
    shared[request] = config;
    if (WITH_SUBPATHS.has(request)) shared[`${request}/`] = { ...config };
  }
  return shared;
}

/**
 * Fails a remote's build whose manifest lists more than one chunk for a remote-only singleton
 * (see `remoteSingletonChunks`): such a build loads a slow remote in three round trips again.
 */
export class OneChunkPerRemoteSingleton {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('OneChunkPerRemoteSingleton', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OneChunkPerRemoteSingleton', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as {
            shared: { name: string; assets: { js: { sync: string[] } } }[];
          };
          for (const shared of manifest.shared) {
            if (shared.name in REMOTE_SINGLETONS && shared.assets.js.sync.length !== 1) {
              compilation.errors.push(
                new compiler.rspack.WebpackError(
                  `${shared.name} must be one chunk for the host to start it with the remote entry; the manifest lists ${shared.assets.js.sync.join(', ')}`,
                ),
              );
            }
          }
        },
      );
    });
  }
}
