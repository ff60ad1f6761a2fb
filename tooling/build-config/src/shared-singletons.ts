import { createRequire } from 'node:module';
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
const SINGLETON_PACKAGES = ['react', 'react-dom', '@portal/shared'] as const;

/**
 * Singletons only the remotes declare: the page's one QueryClient (`@portal/shared/query`) and
 * the react-query it is built on. The host never imports them, so they stay out of its first load
 * (its singletons are eager); the first remote page that needs them provides them and every
 * later remote uses that copy, so one remote's invalidation reaches what another shows.
 * `@portal/shared/query` imports the rest of @portal/shared by package name, so it uses the
 * host's copy of the store and API client instead of bundling its own.
 * Each maps to the package whose installed version it carries.
 */
const REMOTE_SINGLETONS: Record<string, string> = {
  '@tanstack/react-query': '@tanstack/react-query',
  '@portal/shared/query': '@portal/shared',
};

/** Packages whose subpath imports (`react/jsx-runtime`, `react-dom/client`) are shared too. */
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
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
  if (kind === 'remote') entries.push(...Object.entries(REMOTE_SINGLETONS));
  for (const [request, pkg] of entries) {
    const version = installedVersion(appDir, pkg);
    // A workspace package has no registry version; without an explicit range the runtime
    // warns that `workspace:*` is not satisfied (toolchain notes).
    const config: SharedConfig = { singleton: true, requiredVersion: `^${version}`, version, ...(eager ? { eager } : {}) };
    shared[request] = config;
    if (WITH_SUBPATHS.has(request)) shared[`${request}/`] = { ...config };
  }
  return shared;
}
