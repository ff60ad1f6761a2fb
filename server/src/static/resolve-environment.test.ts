import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteRoutesFile } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { ValidatedEnvironment } from './environment-validator';
import { RemoteRoutesRegistry } from './remote-routes-registry';
import { EnvironmentResolver } from './resolve-environment';

/**
 * The environment a visitor gets is made once per live environment, cohort and known routes, and
 * shared (a page view then serialises nothing): visitors in the same cohorts get the same frozen
 * object, and a remote publishing other routes gives the next visitor a new one.
 */
const STABLE = 'https://cdn.example/games/mf-manifest.json';
const CANARY = 'https://cdn.example/games-canary/mf-manifest.json';
const published: Record<string, RemoteRoutesFile> = {
  'https://cdn.example/games/portal-routes.json': {
    name: 'remote_games',
    version: 'g-1',
    routes: [{ path: 'games', module: './pages/games', layout: 'main', title: '游戏列表' }],
  },
  'https://cdn.example/games-canary/portal-routes.json': {
    name: 'remote_games',
    version: 'g-2',
    routes: [{ path: 'games', module: './pages/games', layout: 'main', title: '游戏' }],
  },
};

const asked: string[] = [];

/** `ttlMs` 0 (default): what each remote's deployment publishes is read afresh on every ask. */
function resolver(ttlMs = 0) {
  const registry = new RemoteRoutesRegistry({
    loadJson: async (url) => {
      asked.push(url);
      return { ok: true, value: JSON.parse(JSON.stringify(published[url])) };
    },
    cacheFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'resolve-env-')), 'routes.json'),
    ttlMs,
    log: { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger,
  });
  return new EnvironmentResolver(registry, { appTitle: 'X游戏', publicUrl: undefined });
}

const live: ValidatedEnvironment = {
  name: 'prod',
  remotes: {
    remote_games: {
      manifest: STABLE,
      routes: [],
      routesFromFile: false,
      canary: { manifest: CANARY, routes: [], routesFromFile: false, share: 0, cohort: 'testers' },
    },
  },
};

it('gives visitors in the same cohorts one frozen environment, each cohort its own, view after view', async () => {
  const environments = resolver();
  const stable = await environments.resolve(live, {});
  const testers = await environments.resolve(live, { cohort: 'testers' });
  expect(stable.remotes.remote_games).toMatchObject({ manifest: STABLE, routes: [{ title: '游戏列表' }] });
  expect(testers.remotes.remote_games).toMatchObject({ manifest: CANARY, cohort: 'canary', routes: [{ title: '游戏' }] });
  for (let view = 0; view < 3; view += 1) {
    expect(await environments.resolve(live, { deviceId: 'a'.repeat(32) })).toBe(stable);
    expect(await environments.resolve(live, { cohort: 'testers' })).toBe(testers);
  }
  expect(Object.isFrozen(stable)).toBe(true);
  expect(Object.isFrozen(stable.remotes.remote_games?.routes?.[0])).toBe(true);
  expect(() => {
    (stable as { appTitle: string }).appTitle = 'changed';
  }).toThrow(TypeError);
});

it('makes a new environment when a remote publishes other routes or the live environment changes', async () => {
  const environments = resolver();
  const before = await environments.resolve(live, {});
  published['https://cdn.example/games/portal-routes.json']!.routes[0]!.title = '全部游戏';
  const after = await environments.resolve(live, {});
  expect(after).not.toBe(before);
  expect(after.remotes.remote_games?.routes?.[0]?.title).toBe('全部游戏');
  expect(await environments.resolve(live, {})).toBe(after);

  const renamed = await environments.resolve({ ...live, appTitle: 'X游戏·内测' }, {});
  expect(renamed.appTitle).toBe('X游戏·内测');
  expect(await environments.resolve(undefined, {})).toEqual({ appTitle: 'X游戏', remotes: {} });
});

it('within the registry TTL, answers from the routes it knows: the same objects, each cohort its own, no remote asked again', async () => {
  const environments = resolver(60_000);
  asked.length = 0;
  const stable = await environments.resolve(live, {});
  const testers = await environments.resolve(live, { cohort: 'testers' });
  for (let view = 0; view < 3; view += 1) {
    expect(await environments.resolve(live, {})).toBe(stable);
    expect(await environments.resolve(live, { cohort: 'testers' })).toBe(testers);
  }
  expect(testers).not.toBe(stable);
  expect(testers.remotes.remote_games).toMatchObject({ manifest: CANARY, cohort: 'canary' });
  expect(stable.remotes.remote_games?.manifest).toBe(STABLE);
  // One read per build: the stable build's routes and the canary's.
  expect(asked.sort()).toEqual(['https://cdn.example/games-canary/portal-routes.json', 'https://cdn.example/games/portal-routes.json']);
});
