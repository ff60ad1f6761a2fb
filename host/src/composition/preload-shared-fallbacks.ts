import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A runtime plugin that saves a remote one round trip. Once the runtime has read a remote's
 * manifest it fetches the remote entry and the page's chunks together; the shared libraries
 * only remotes bring (react-query and the portal's query client, see build-config's
 * REMOTE_SINGLETONS) were fetched only after the entry had run, when the share scope asks for
 * them: a third round. A remote whose every file took 5 s then needed 15 s and hit the 12 s
 * load timeout. This starts those chunks with the entry, when no page has loaded them yet.
 *
 * They are run like the runtime runs a page's chunks ahead of the entry: a chunk only puts its
 * modules in the remote's chunk list, and the entry takes them from there. Each such library is
 * built into exactly one chunk (build-config's `remoteSingletonChunks`), the one both the
 * remote's provider and its fallback load, so starting a library's listed chunks fetches exactly
 * the file the entry will ask for — nothing to guess, whatever the chunk ids of a build.
 */
type AfterResolveArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterResolve']>>[0];
type ShareScopeMap = AfterResolveArgs['origin']['shareScopeMap'];

interface SnapshotShared {
  sharedName: string;
  assets: { js: { sync: string[] } };
}

export function preloadSharedFallbacks(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-preload-shared-fallbacks',
    afterResolve(args) {
      const snapshot = args.remoteSnapshot as { shared?: SnapshotShared[]; publicPath?: unknown } | undefined;
      if (!snapshot?.shared) return args;
      // A manifest with `publicPath: auto` gets its own folder as publicPath in the snapshot.
      const manifest = 'entry' in args.remote ? args.remote.entry : '';
      const base = new URL(typeof snapshot.publicPath === 'string' ? snapshot.publicPath : manifest, window.location.href);
      for (const shared of snapshot.shared) {
        if (isLoaded(args.origin.shareScopeMap, shared.sharedName)) continue;
        for (const chunk of shared.assets.js.sync) runScript(new URL(chunk, base).href);
      }
      return args;
    },
  };
}

function isLoaded(scopes: ShareScopeMap, name: string): boolean {
  return Object.values(scopes).some((scope) => Object.values(scope[name] ?? {}).some((shared) => shared.loaded || shared.lib));
}

function runScript(url: string): void {
  const running = [...document.scripts].some((script) => script.src === url);
  if (running) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  // Like the runtime's own scripts: gone once run; a failure is the entry's load to report.
  script.onload = script.onerror = () => script.remove();
  document.head.appendChild(script);
}
