import { preloadSharedFallbacks } from './preload-shared-fallbacks';

/**
 * The runtime plugin that fetches a remote's own copies of shared libraries together with its
 * entry (one round trip fewer), for the libraries no page has loaded yet.
 */
type Args = Parameters<NonNullable<ReturnType<typeof preloadSharedFallbacks>['afterResolve']>>[0];

function resolved(shareScopeMap: Record<string, unknown>, snapshot: unknown): Args {
  return {
    origin: { shareScopeMap },
    remote: { name: 'remote_x', entry: 'http://cdn.test/x/mf-manifest.json' },
    remoteSnapshot: snapshot,
  } as unknown as Args;
}

const SNAPSHOT = {
  publicPath: 'http://cdn.test/x/',
  shared: [
    { sharedName: 'react', assets: { js: { sync: ['784.js'] } } },
    { sharedName: '@tanstack/react-query', assets: { js: { sync: ['595.js'] } } },
    { sharedName: '@portal/shared/query', assets: { js: { sync: ['singleton-portal-shared-query.js'] } } },
  ],
};

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
});

it('starts the chunk of every shared library the page has not loaded yet, beside the manifest', () => {
  const plugin = preloadSharedFallbacks();
  const args = resolved(
    { default: { react: { '19.3.0': { loaded: true } }, '@portal/shared/query': { '0.1.0': { from: 'remote_y' } } } },
    SNAPSHOT,
  );
  expect(plugin.afterResolve?.(args)).toBe(args);
  expect(scripts()).toEqual(['http://cdn.test/x/595.js', 'http://cdn.test/x/singleton-portal-shared-query.js']);
});

it('starts nothing for libraries already loaded, or twice while one is on its way', () => {
  const plugin = preloadSharedFallbacks();
  const loaded = { loaded: true };
  const everythingLoaded = { react: { 1: loaded }, '@tanstack/react-query': { 1: loaded }, '@portal/shared/query': { 1: loaded } };
  plugin.afterResolve?.(resolved({ default: everythingLoaded }, SNAPSHOT));
  expect(scripts()).toEqual([]);

  plugin.afterResolve?.(resolved({ default: {} }, { ...SNAPSHOT, shared: SNAPSHOT.shared.slice(1, 2) }));
  plugin.afterResolve?.(resolved({ default: {} }, { ...SNAPSHOT, shared: SNAPSHOT.shared.slice(1, 2) }));
  expect(scripts()).toEqual(['http://cdn.test/x/595.js']);
});

it('resolves assets beside the manifest when the snapshot has no publicPath, and ignores remotes without shared data', () => {
  const plugin = preloadSharedFallbacks();
  plugin.afterResolve?.(resolved({ default: {} }, { shared: SNAPSHOT.shared.slice(1, 2) }));
  plugin.afterResolve?.(resolved({ default: {} }, undefined));
  expect(scripts()).toEqual(['http://cdn.test/x/595.js']);
});
