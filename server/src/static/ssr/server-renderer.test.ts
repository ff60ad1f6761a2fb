import type { HostServerBundle, PortalEnvironment, RemoteRouteMeta } from '@portal/shared/types';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { BundleUnavailable, type LoadedHost, type LoadedRemote, type ServerBundles } from './server-bundles';
import { EARLY_SUBMIT_GUARD } from '../host-page';
import { inProcessApi } from './in-process-api';
import { ServerRenderer } from './server-renderer';

/** Background work the test runs when it says: what waits for the server to be quiet (platform/idle-work.ts). */
function manualBackground() {
  const queued: { task: () => void; latestInMs: number }[] = [];
  return {
    queued,
    schedule: (task: () => void, latestInMs: number) => void queued.push({ task, latestInMs }),
    /** The server is quiet: what waits runs, and the renders it starts get their turn. */
    runQuiet: async () => {
      for (const { task } of queued.splice(0)) task();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const home: RemoteRouteMeta = { path: '', module: './pages/home', layout: 'main' };
const environment: PortalEnvironment = {
  appTitle: '测试',
  remotes: { remote_games: { manifest: '/remotes/games/mf-manifest.json', routes: [home] } },
};
const owner = { remote: 'remote_games', route: home };

function setup(
  options: {
    page?: () => Promise<unknown>;
    missing?: boolean;
    cacheMs?: number;
    staleMs?: number;
    budgetMs?: number;
    now?: () => number;
  } = {},
) {
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
  // As ServerBundles: loadedBundles answers without waiting once both bundles have been loaded.
  let loaded = false;
  const bundles = {
    hostBundle: async () => host,
    remoteBundle: async () => {
      if (options.missing) throw new BundleUnavailable('no server bundle at /remotes/games/server/server-manifest.json');
      loaded = true;
      return remote;
    },
    loadedBundles: () => (loaded ? { host, remote } : undefined),
  } as unknown as ServerBundles;
  const warnings: { details: unknown; message: string }[] = [];
  const log = { warn: (details: unknown, message: string) => warnings.push({ details, message }) } as unknown as FastifyBaseLogger;
  const background = manualBackground();
  const renderer = new ServerRenderer({
    bundles,
    background,
    budgetMs: options.budgetMs ?? 1000,
    cacheMs: options.cacheMs ?? 0,
    staleMs: options.staleMs ?? 0,
    log,
    now: options.now,
  });
  return { renderer, renders, warnings, background };
}

it('renders the route with the remote page and says which page, rendered when', async () => {
  const { renderer } = setup();
  const served = await renderer.render('/', environment, owner);
  expect(served).toMatchObject({ ageMs: 0, stale: false });
  const rendered = served?.route;
  expect(rendered?.html).toBe('<p>首页</p>');
  expect(rendered?.page).toEqual({ remote: 'remote_games', module: './pages/home', now: expect.any(Number) });
  // The hydration script's body, made with the render: which page and its data, safe inside <script>.
  // It also holds back a form submitted before hydration (host-page.ts EARLY_SUBMIT_GUARD).
  expect(rendered?.data).toBe(
    `window.__PORTAL_SSR__=${JSON.stringify(rendered?.page)};window.__PORTAL_QUERY__={"queries":[]};${EARLY_SUBMIT_GUARD}`,
  );
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
  // The message a fallback is counted by (bench/web.mjs: this page view measured the client-rendered page).
  expect(warnings.map((warning) => warning.message)).toEqual(['server render fell back to client rendering']);
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

describe('an expired render (stale-while-revalidate)', () => {
  let clock = 0;
  let version = 1;
  const page = async () => ({ default: () => `首页 v${version}` });

  it('is served while one background render replaces it once the server is quiet, then the new one is served', async () => {
    clock = 0;
    version = 1;
    const { renderer, renders, background } = setup({ cacheMs: 1000, staleMs: 30_000, now: () => clock, page });
    expect((await renderer.render('/', environment, owner))?.route.html).toBe('<p>首页 v1</p>');
    version = 2;
    clock = 999; // still fresh: no render, and sent as fresh
    expect(await renderer.render('/', environment, owner)).toMatchObject({ route: { html: '<p>首页 v1</p>' }, ageMs: 999, stale: false });
    expect(renders).toHaveLength(1);
    clock = 30_500; // stale, within the stale window: served at once, said to be stale, and a burst queues exactly one render
    const burst = await Promise.all([1, 2, 3].map(() => renderer.render('/', environment, owner)));
    expect(burst.map((served) => served?.route.html)).toEqual(['<p>首页 v1</p>', '<p>首页 v1</p>', '<p>首页 v1</p>']);
    expect(burst.map((served) => [served?.ageMs, served?.stale])).toEqual([
      [30_500, true],
      [30_500, true],
      [30_500, true],
    ]);
    // Not while the visitors' requests go on: it waits for a quiet moment, at the latest half of
    // what is left of the stale window (500 ms left here).
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toHaveLength(1);
    expect(background.queued.map((queued) => queued.latestInMs)).toEqual([250]);
    await background.runQuiet();
    expect(renders).toHaveLength(2);
    expect(await renderer.render('/', environment, owner)).toMatchObject({ route: { html: '<p>首页 v2</p>' }, ageMs: 0, stale: false });
  });

  it('is replaced within 2 s at the latest however long its stale window', async () => {
    clock = 0;
    const { renderer, background } = setup({ cacheMs: 1000, staleMs: 600_000, now: () => clock, page });
    await renderer.render('/', environment, owner);
    clock = 5000;
    await renderer.render('/', environment, owner);
    expect(background.queued.map((queued) => queued.latestInMs)).toEqual([2000]);
  });

  it('renders nothing in the background when a visitor has waited for a new render meanwhile', async () => {
    clock = 0;
    version = 1;
    const { renderer, renders, background } = setup({ cacheMs: 1000, staleMs: 1000, now: () => clock, page });
    await renderer.render('/', environment, owner);
    clock = 1500; // stale: a replacement waits for its turn
    expect(await renderer.render('/', environment, owner)).toMatchObject({ stale: true });
    version = 2;
    clock = 2500; // past the stale window before the server was quiet: this visitor waits for a render
    expect((await renderer.render('/', environment, owner))?.route.html).toBe('<p>首页 v2</p>');
    expect(renders).toHaveLength(2);
    await background.runQuiet();
    expect(renders).toHaveLength(2);
  });

  it('is not served past its stale window: the visitor gets a new render', async () => {
    clock = 0;
    version = 1;
    const { renderer, renders } = setup({ cacheMs: 1000, staleMs: 30_000, now: () => clock, page });
    await renderer.render('/', environment, owner);
    version = 2;
    clock = 31_000;
    expect((await renderer.render('/', environment, owner))?.route.html).toBe('<p>首页 v2</p>');
    expect(renders).toHaveLength(2);
  });

  it('is dropped when its background render fails, so the next visitor does not get it again', async () => {
    clock = 0;
    let fail = false;
    const { renderer, warnings, background } = setup({
      cacheMs: 1000,
      staleMs: 1000,
      now: () => clock,
      page: async () => ({
        default: () => {
          if (fail) throw new Error('catalogue down');
          return '首页';
        },
      }),
    });
    await renderer.render('/', environment, owner);
    fail = true;
    clock = 1500;
    expect((await renderer.render('/', environment, owner))?.route.html).toBe('<p>首页</p>');
    await background.runQuiet();
    expect(JSON.stringify(warnings)).toContain('catalogue down');
    // Said as what it is: no page view got the client-rendered page because of it.
    expect(warnings.map((warning) => warning.message)).toEqual([
      'background server render failed: the stale render is dropped, the next visitor renders afresh',
    ]);
    expect(await renderer.render('/', environment, owner)).toBeUndefined();
  });

  it('is replaced by a background render that takes longer than a visitor may wait (no one waits for it)', async () => {
    clock = 0;
    version = 1;
    let slowPage: Promise<void> | undefined;
    let finishPage: () => void = () => undefined;
    const { renderer, renders, warnings, background } = setup({
      cacheMs: 1000,
      staleMs: 30_000,
      budgetMs: 20,
      now: () => clock,
      page: async () => {
        await slowPage;
        return { default: () => `首页 v${version}` };
      },
    });
    await renderer.render('/', environment, owner);
    version = 2;
    slowPage = new Promise<void>((resolve) => {
      finishPage = resolve;
    });
    clock = 1500;
    expect(await renderer.render('/', environment, owner)).toMatchObject({ stale: true });
    await background.runQuiet();
    // Well past the visitor's 20 ms budget (timers fire in order of their time, however loaded the machine).
    await new Promise((resolve) => setTimeout(resolve, 60));
    finishPage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toHaveLength(2);
    expect(warnings).toEqual([]);
    // Kept: the next visitor gets the replacement without a render of its own.
    clock = 1600;
    expect(await renderer.render('/', environment, owner)).toMatchObject({ route: { html: '<p>首页 v2</p>' }, ageMs: 100, stale: false });
    expect(renders).toHaveLength(2);
  });
});

it('warms the bundles and pages of every remote the environment lists, so a first visitor is rendered', async () => {
  const loaded: string[] = [];
  const { renderer } = setup({
    page: async () => {
      loaded.push('./pages/home');
      return { default: () => '首页' };
    },
  });
  await renderer.warm(environment);
  expect(loaded).toEqual(['./pages/home']);
});

it('warming tolerates a remote without a server bundle (its pages fall back when visited)', async () => {
  const { renderer } = setup({ missing: true });
  await expect(renderer.warm(environment)).resolves.toBeUndefined();
});

describe("a render's API calls", () => {
  /** A renderer whose host bundle asks the API (in-process, through a real Fastify app) who is calling, once `gate` opens. */
  async function whoAsks(options: { budgetMs: number; cacheMs?: number; staleMs?: number; now?: () => number }) {
    const api = Fastify();
    const callers: string[] = [];
    api.get('/api/whoami', async (request) => {
      callers.push(request.ip);
      return request.ip;
    });
    await api.ready();
    const dispatch = inProcessApi(api);
    let open: () => void = () => undefined;
    let gate = Promise.resolve();
    const host: LoadedHost = {
      label: 'host-1',
      bundle: {
        provides: {},
        configure: () => undefined,
        render: async () => {
          await gate;
          const answer = await dispatch({ method: 'GET', url: '/api/whoami', headers: {} });
          return { html: `<p>${answer.payload}</p>`, head: '', queryState: { queries: [] } };
        },
      } satisfies HostServerBundle,
    };
    const remote: LoadedRemote = {
      label: 'games-1',
      bundle: { pages: { './pages/home': async () => ({}) }, setPublicPath: () => undefined },
    };
    const bundles = {
      hostBundle: async () => host,
      remoteBundle: async () => remote,
      loadedBundles: () => ({ host, remote }),
    } as unknown as ServerBundles;
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const background = manualBackground();
    const renderer = new ServerRenderer({ bundles, cacheMs: 0, staleMs: 0, log, background, ...options });
    const closeGate = () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    };
    return { renderer, callers, closeGate, openGate: () => open(), close: () => api.close(), background };
  }

  it('count against the visitor whose page view asked for the render, rendering for several at once', async () => {
    const { renderer, callers, close } = await whoAsks({ budgetMs: 5000 });
    const served = await Promise.all(['10.0.0.7', '10.0.0.8'].map((visitor) => renderer.render('/', environment, owner, visitor)));
    expect(served.map((render) => render?.route.html)).toEqual(['<p>10.0.0.7</p>', '<p>10.0.0.8</p>']);
    expect(callers.sort()).toEqual(['10.0.0.7', '10.0.0.8']);
    await close();
  });

  it('still count against that visitor when the render goes on after its budget ran out', async () => {
    const { renderer, callers, closeGate, openGate, close } = await whoAsks({ budgetMs: 20 });
    closeGate();
    expect(await renderer.render('/', environment, owner, '10.0.0.9')).toBeUndefined();
    // The page has fallen back; the render finishes its work in the background, for the same visitor.
    openGate();
    while (callers.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(callers).toEqual(['10.0.0.9']);
    await close();
  });

  it('of a background re-render count against the visitor whose view found the render stale', async () => {
    let clock = 0;
    const { renderer, callers, closeGate, openGate, close, background } = await whoAsks({
      budgetMs: 5000,
      cacheMs: 10,
      staleMs: 1000,
      now: () => clock,
    });
    expect((await renderer.render('/', environment, owner, '10.0.0.1'))?.route.html).toBe('<p>10.0.0.1</p>');
    clock = 50;
    closeGate();
    const stale = await renderer.render('/', environment, owner, '10.0.0.2');
    expect(stale?.stale).toBe(true);
    await background.runQuiet();
    openGate();
    while (callers.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(callers).toEqual(['10.0.0.1', '10.0.0.2']);
    await close();
  });
});
