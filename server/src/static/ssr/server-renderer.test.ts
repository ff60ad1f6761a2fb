import type { HostServerBundle, PortalEnvironment, RemoteRouteMeta } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { BundleUnavailable, type LoadedHost, type LoadedRemote, type ServerBundles } from './server-bundles';
import { ServerRenderer } from './server-renderer';

const home: RemoteRouteMeta = { path: '', module: './pages/home', layout: 'main' };
const environment: PortalEnvironment = {
  appTitle: '测试',
  remotes: { remote_games: { manifest: '/remotes/games/mf-manifest.json', routes: [home] } },
};
const owner = { remote: 'remote_games', route: home };

function setup(options: { page?: () => Promise<unknown>; missing?: boolean; cacheMs?: number; budgetMs?: number } = {}) {
  const renders: string[] = [];
  const host: LoadedHost = {
    label: 'host-1',
    bundle: {
      provides: {},
      configure: () => undefined,
      render: async (input) => {
        renders.push(input.url);
        const page = input.pageModule as { default: () => string };
        return { html: `<p>${page.default()}</p>`, head: '', queryState: { queries: [] } };
      },
    } satisfies HostServerBundle,
  };
  const remote: LoadedRemote = {
    label: 'games-1',
    bundle: { pages: { './pages/home': options.page ?? (async () => ({ default: () => '首页' })) }, setPublicPath: () => undefined },
  };
  const bundles = {
    hostBundle: async () => host,
    remoteBundle: async () => {
      if (options.missing) throw new BundleUnavailable('no server bundle at /remotes/games/server/server-manifest.json');
      return remote;
    },
  } as unknown as ServerBundles;
  const warnings: unknown[] = [];
  const log = { warn: (details: unknown) => warnings.push(details) } as unknown as FastifyBaseLogger;
  const renderer = new ServerRenderer({ bundles, budgetMs: options.budgetMs ?? 1000, cacheMs: options.cacheMs ?? 0, log });
  return { renderer, renders, warnings };
}

it('renders the route with the remote page and says which page, rendered when', async () => {
  const { renderer } = setup();
  const rendered = await renderer.render('/', environment, owner);
  expect(rendered?.html).toBe('<p>首页</p>');
  expect(rendered?.page).toEqual({ remote: 'remote_games', module: './pages/home', now: expect.any(Number) });
});

it('leaves a route that needs a login to the browser (the server renders only for guests)', async () => {
  const { renderer, renders } = setup();
  expect(await renderer.render('/user', environment, { remote: 'remote_games', route: { ...home, requiresLogin: true } })).toBeUndefined();
  expect(renders).toEqual([]);
});

it('falls back when the remote has no server bundle, and says so once', async () => {
  const { renderer, warnings } = setup({ missing: true });
  expect(await renderer.render('/', environment, owner)).toBeUndefined();
  expect(await renderer.render('/', environment, owner)).toBeUndefined();
  expect(warnings).toHaveLength(1);
});

it('falls back when the page throws', async () => {
  const { renderer, warnings } = setup({
    page: async () => ({
      default: () => {
        throw new Error('boom');
      },
    }),
  });
  expect(await renderer.render('/', environment, owner)).toBeUndefined();
  expect(JSON.stringify(warnings)).toContain('boom');
});

it('falls back when the render outlasts the budget', async () => {
  const { renderer, warnings } = setup({ budgetMs: 20, page: () => new Promise(() => undefined) });
  expect(await renderer.render('/', environment, owner)).toBeUndefined();
  expect(JSON.stringify(warnings)).toContain('RenderTimeout');
});

it('reuses a guest render for the same URL and builds, and renders again for another environment', async () => {
  const { renderer, renders } = setup({ cacheMs: 60_000 });
  await renderer.render('/', environment, owner);
  await renderer.render('/', environment, owner);
  expect(renders).toEqual(['/']);
  const canary = {
    ...environment,
    remotes: { remote_games: { ...environment.remotes.remote_games!, manifest: '/remotes/games/canary/mf-manifest.json' } },
  };
  await renderer.render('/', canary, owner);
  expect(renders).toEqual(['/', '/']);
});
