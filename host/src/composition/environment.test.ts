import { PORTAL_ENV_GLOBAL, type PortalEnvironment } from '@portal/shared';
import { loadEnvironment } from './environment';

const ROUTES = { name: 'remote_x', version: '1.2.3', routes: [{ path: 'x', module: './pages/x', layout: 'main' }] };

function fakeFetch(responses: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!(url in responses)) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(responses[url]), { status: 200 });
  }) as typeof fetch;
}

afterEach(() => {
  delete window[PORTAL_ENV_GLOBAL];
});

it('uses the environment the server inlined, without fetching remotes.json, keeping its name and telemetry settings', async () => {
  const inlined: PortalEnvironment = {
    name: 'staging',
    appTitle: '内联',
    remotes: { remote_x: { manifest: '/r/x/mf-manifest.json', routes: [] } },
    telemetry: { sampleRate: 0.5 },
  };
  window[PORTAL_ENV_GLOBAL] = inlined;
  const fetchImpl = jest.fn(fakeFetch({}));
  expect(await loadEnvironment(fetchImpl)).toEqual(inlined);
  expect(fetchImpl).not.toHaveBeenCalled();
});

it("fetches remotes.json when nothing is inlined, and each remote's routes beside its manifest", async () => {
  const env = await loadEnvironment(
    fakeFetch({
      '/remotes.json': { appTitle: '门户', remotes: { remote_x: { manifest: 'http://cdn.test/x/mf-manifest.json' } } },
      'http://cdn.test/x/portal-routes.json': ROUTES,
    }),
  );
  expect(env.appTitle).toBe('门户');
  expect(env.remotes.remote_x?.routes).toEqual(ROUTES.routes);
  expect(env.remotes.remote_x?.version).toBe('1.2.3');
});

it('a remote whose routes cannot be read gets no routes; the rest of the portal still starts', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const env = await loadEnvironment(
    fakeFetch({
      '/remotes.json': {
        appTitle: '门户',
        remotes: {
          remote_x: { manifest: 'http://cdn.test/x/mf-manifest.json' },
          remote_down: { manifest: 'http://down.test/mf-manifest.json' },
        },
      },
      'http://cdn.test/x/portal-routes.json': ROUTES,
    }),
  );
  expect(env.remotes.remote_down?.routes).toEqual([]);
  expect(env.remotes.remote_x?.routes).toHaveLength(1);
});

it('rejects an environment without remotes', async () => {
  await expect(loadEnvironment(fakeFetch({ '/remotes.json': { appTitle: 'x' } }))).rejects.toThrow('remotes');
});
