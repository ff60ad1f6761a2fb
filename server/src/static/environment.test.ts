import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiEnvelope, EnvironmentFile, EnvironmentFileStatus, PortalEnvironment, RemoteRoutesFile } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { useTestDatabase } from '../../test/databases';
import { testConfig } from '../../test/config';
import {
  createStaticRoot,
  deadPort,
  gamesExposes,
  gamesRoutes,
  HOST_SINGLETONS,
  startFakeRemote,
  type FakeRemote,
} from '../../test/static-fixture';
import { buildApp } from '../app';
import { createSessionService } from '../platform/sessions/session-service';
import { DEVICE_COOKIE, deviceBucket } from './canary';

/**
 * Environments as files (issue 16): a changed file is validated before it goes live; a file that
 * fails is never served (the last good stays, the status says stale and why, the log says it once);
 * a canary build reaches its share of devices, each sticky, or the cohort that names it.
 */
const html = { accept: 'text/html' };
const database = useTestDatabase('pglite');
const staticRoot = createStaticRoot();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-env-'));
const apps: FastifyInstance[] = [];
const remotes: FakeRemote[] = [];

const squareRoutes: RemoteRoutesFile = {
  name: 'remote_square',
  version: 'sq-7',
  routes: [{ path: 'square', module: './pages/square', layout: 'main', hideHeader: true }],
};
const squareExposes = { './pages/square': ['square.1a2b3c4d.js'] };
const gamesCanary: RemoteRoutesFile = { ...gamesRoutes, version: 'games-canary' };

let square: FakeRemote;
let canary: FakeRemote;
let squareOnNewerShared: FakeRemote;
beforeAll(async () => {
  square = await startFakeRemote(squareRoutes, squareExposes);
  canary = await startFakeRemote(gamesCanary, gamesExposes);
  // Built against @portal/shared 1.1.0; the host provides 1.0.0.
  squareOnNewerShared = await startFakeRemote(squareRoutes, squareExposes, [
    ...HOST_SINGLETONS.filter((shared) => shared.name !== '@portal/shared'),
    { name: '@portal/shared', version: '1.1.0', requiredVersion: '^1.1.0' },
  ]);
  remotes.push(square, canary, squareOnNewerShared);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(remotes.map((remote) => remote.close()));
});

const good = (): EnvironmentFile => ({
  name: 'staging',
  remotes: {
    remote_games: { manifest: '/remotes/games/mf-manifest.json' },
    remote_square: { manifest: `${square.origin}/mf-manifest.json`, version: 'sq-7' },
  },
});

async function start(content: unknown, env: Record<string, string> = {}) {
  const file = path.join(mkdtempSync(path.join(tmp, 'env-')), 'staging.json');
  const write = (value: unknown) => writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  write(content);
  const app = await buildApp(testConfig({ STATIC_ROOT: staticRoot, SERVE_STATIC: '1', ENVIRONMENT_FILE: file, ...env }), {
    database: database.db,
    remoteCacheTtlMs: 0,
  });
  apps.push(app);
  return { app, file, write };
}

const environmentOf = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  (await app.inject({ url: '/remotes.json', headers })).json<PortalEnvironment>();

async function staffToken(staff: boolean): Promise<string> {
  const suffix = randomBytes(5).toString('hex');
  const row = await database.db.one<{ uid: string }>(
    `INSERT INTO users (login_name, name, account_type, invite_code, staff) VALUES ($1, $2, 1, $3, $4) RETURNING uid::text AS uid`,
    [`env${suffix}`, `运维${suffix}`, `E${suffix}`.toUpperCase(), staff],
  );
  return createSessionService(database.db, () => new Date(), 30).create(database.db, row!.uid);
}

async function status(app: FastifyInstance): Promise<EnvironmentFileStatus> {
  const response = await app.inject({ url: '/api/ops/environment', headers: { token: await staffToken(true) } });
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope<EnvironmentFileStatus>>().data;
}

describe('a changed environment file is validated before it goes live', () => {
  it('serves a file that passes, with each build’s label, and says so on the status', async () => {
    const { app } = await start(good());
    const environment = await environmentOf(app);
    expect(environment.name).toBe('staging');
    expect(environment.remotes.remote_square).toEqual({
      manifest: `${square.origin}/mf-manifest.json`,
      version: 'sq-7',
      routes: squareRoutes.routes,
    });
    expect(environment.remotes.remote_games?.version).toBe(gamesRoutes.version);
    expect(await status(app)).toMatchObject({
      name: 'staging',
      stale: false,
      problems: [],
      remotes: { remote_square: { version: 'sq-7' } },
    });
  });

  const dead = async () => `http://127.0.0.1:${await deadPort()}/mf-manifest.json`;
  const refusals: [string, () => Promise<unknown>, RegExp][] = [
    ['bad JSON', async () => '{"name": "staging", "remotes": {', /环境文件不是合法的 JSON/],
    ['an unknown field', async () => ({ ...good(), remtoes: {} }), /不支持的字段 remtoes/],
    [
      'a manifest URL that is not a URL',
      async () => ({ ...good(), remotes: { remote_games: { manifest: 'games.json' } } }),
      /remotes\.remote_games\.manifest 格式不正确/,
    ],
    [
      'an unreachable URL',
      async () => ({ ...good(), remotes: { ...good().remotes, remote_square: { manifest: await dead() } } }),
      /remote_square：清单 http:\/\/127\.0\.0\.1:\d+\/mf-manifest\.json 无法读取/,
    ],
    [
      'a manifest that answers 404',
      async () => ({ ...good(), remotes: { ...good().remotes, remote_square: { manifest: `${square.origin}/gone/mf-manifest.json` } } }),
      /remote_square：清单 .* 无法读取（.*HTTP 404）/,
    ],
    [
      'a remote pointed at another remote’s manifest',
      async () => ({ ...good(), remotes: { ...good().remotes, remote_reading: { manifest: `${square.origin}/mf-manifest.json` } } }),
      /remote_reading：清单 .* 属于 remote_square，不是 remote_reading/,
    ],
    [
      'two remotes claiming one route',
      async () => ({
        ...good(),
        remotes: {
          ...good().remotes,
          remote_square: {
            manifest: `${square.origin}/mf-manifest.json`,
            routes: [{ path: 'games', module: './pages/square', layout: 'main' }],
          },
        },
      }),
      /remote_square：路由 \/games 与 remote_games 的 \/games\/:type\? 冲突/,
    ],
    [
      'a route whose page the build does not expose',
      async () => ({
        ...good(),
        remotes: {
          ...good().remotes,
          remote_square: {
            manifest: `${square.origin}/mf-manifest.json`,
            routes: [{ path: 'plaza', module: './pages/plaza', layout: 'main' }],
          },
        },
      }),
      /remote_square：路由 \/plaza 的页面 \.\/pages\/plaza 不在清单的 exposes 中/,
    ],
    [
      'a remote that needs a newer @portal/shared than the host provides',
      async () => ({
        ...good(),
        remotes: { ...good().remotes, remote_square: { manifest: `${squareOnNewerShared.origin}/mf-manifest.json` } },
      }),
      /remote_square：构建需要 @portal\/shared \^1\.1\.0，宿主提供的是 1\.0\.0/,
    ],
    [
      'a URL outside the allow-list',
      async () => ({
        ...good(),
        remotes: { ...good().remotes, remote_square: { manifest: 'https://cdn.evil.example/square/mf-manifest.json' } },
      }),
      /remote_square：https:\/\/cdn\.evil\.example\/square\/mf-manifest\.json 不在允许的来源之内/,
    ],
    [
      'a canary that no player would get',
      async () => ({
        ...good(),
        remotes: {
          ...good().remotes,
          remote_games: { manifest: '/remotes/games/mf-manifest.json', canary: { manifest: `${canary.origin}/mf-manifest.json` } },
        },
      }),
      /remote_games：金丝雀版本既没有 share（玩家比例）也没有 cohort（分组）/,
    ],
  ];

  it.each(refusals)(
    'refuses %s, naming the remote and the problem; the last good stays live, stale, logged once',
    async (_name, make, problem) => {
      const { app, write } = await start(good());
      const before = await environmentOf(app);
      const errors = jest.spyOn(app.log, 'error');
      write(await make());

      for (let page = 0; page < 3; page += 1) {
        expect(await environmentOf(app)).toEqual(before);
        expect((await app.inject({ url: '/square', headers: html })).statusCode).toBe(200);
      }
      const now = await status(app);
      expect(now.stale).toBe(true);
      expect(now.problems).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
      expect(now.name).toBe('staging');
      expect(errors).toHaveBeenCalledTimes(1);

      // Fixed: live on the next request, no longer stale.
      write({ ...good(), remotes: { remote_games: good().remotes.remote_games } });
      expect(Object.keys((await environmentOf(app)).remotes)).toEqual(['remote_games']);
      expect((await status(app)).stale).toBe(false);
    },
  );

  it('lets only staff read the status', async () => {
    const { app } = await start(good());
    const guest = await app.inject({ url: '/api/ops/environment' });
    expect([guest.statusCode, guest.json().code]).toEqual([401, 2]);
    const player = await app.inject({ url: '/api/ops/environment', headers: { token: await staffToken(false) } });
    expect([player.statusCode, player.json().code]).toEqual([403, 1613]);
  });

  it('checks a file from the command line the same way (pnpm env:check)', async () => {
    // Asynchronously: the fake remotes answer from this process.
    const check = (file: string) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        const script = path.join(__dirname, '../../scripts/env-check.mjs');
        execFile(
          process.execPath,
          [script, file],
          { env: { ...process.env, INIT_CWD: tmp, STATIC_ROOT: staticRoot } },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    const file = path.join(tmp, 'cli.json');
    writeFileSync(file, JSON.stringify({ name: 'cli', remotes: { remote_square: { manifest: `${square.origin}/mf-manifest.json` } } }));
    const passing = await check(file);
    expect(passing.stderr).toBe('');
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('remote_square  sq-7');

    writeFileSync(file, JSON.stringify({ name: 'cli', remotes: { remote_games: { manifest: `${square.origin}/mf-manifest.json` } } }));
    const failing = await check(file);
    expect(failing.status).toBe(1);
    expect(failing.stderr).toMatch(/remote_games：清单 .* 属于 remote_square，不是 remote_games/);
  });
});

describe('a canary build of one remote', () => {
  const withCanary = (share: number, cohort?: string): EnvironmentFile => ({
    ...good(),
    remotes: {
      ...good().remotes,
      remote_games: {
        manifest: '/remotes/games/mf-manifest.json',
        canary: { manifest: `${canary.origin}/mf-manifest.json`, share, ...(cohort ? { cohort } : {}) },
      },
    },
  });

  it('reaches its share of 1 000 devices (±3 points), each device sticky, only in that remote', async () => {
    const { app } = await start(withCanary(0.3));
    // Fixed ids, not random ones: 1 000 random devices land outside ±3 points in ~4 % of runs
    // (the binomial's standard deviation is 1.45 points), a test that would fail by chance.
    const devices = Array.from({ length: 1000 }, (_, index) => createHash('md5').update(`device ${index}`).digest('hex'));
    let inCanary = 0;
    for (const device of devices) {
      const headers = { cookie: `${DEVICE_COOKIE}=${device}` };
      const first = await environmentOf(app, headers);
      const again = await environmentOf(app, headers);
      expect(again.remotes.remote_games).toEqual(first.remotes.remote_games);
      expect(first.remotes.remote_square?.cohort).toBeUndefined();
      if (first.remotes.remote_games?.cohort === 'canary') {
        inCanary += 1;
        expect(first.remotes.remote_games).toMatchObject({ manifest: `${canary.origin}/mf-manifest.json`, version: 'games-canary' });
      }
    }
    expect(inCanary).toBeGreaterThanOrEqual(270);
    expect(inCanary).toBeLessThanOrEqual(330);
  });

  it('gives a first-time device an id on its first page, and that page is already in or out', async () => {
    const { app } = await start(withCanary(0.5));
    const page = await app.inject({ url: '/', headers: html });
    const cookie = String(page.headers['set-cookie']);
    const device = new RegExp(`${DEVICE_COOKIE}=([0-9a-f]{32});`).exec(cookie)?.[1];
    expect(device).toBeDefined();
    expect(cookie).toMatch(/Path=\/; Max-Age=31536000; SameSite=Lax/);
    const inlinedCanary = page.body.includes(`${canary.origin}/mf-manifest.json`);
    expect(inlinedCanary).toBe(deviceBucket('remote_games', device!) < 0.5);
    // A device that has its id keeps it; without a share canary nobody gets one.
    expect(
      (await app.inject({ url: '/', headers: { ...html, cookie: `${DEVICE_COOKIE}=${device}` } })).headers['set-cookie'],
    ).toBeUndefined();
    const plain = await start(good());
    expect((await plain.app.inject({ url: '/', headers: html })).headers['set-cookie']).toBeUndefined();
  });

  it('goes to a cohort named by cookie or header, not to another cohort', async () => {
    const { app } = await start(withCanary(0, 'testers'));
    const games = async (headers: Record<string, string>) => (await environmentOf(app, headers)).remotes.remote_games?.manifest;
    expect(await games({ cookie: 'portal_cohort=testers' })).toBe(`${canary.origin}/mf-manifest.json`);
    expect(await games({ 'x-portal-cohort': 'testers' })).toBe(`${canary.origin}/mf-manifest.json`);
    expect(await games({ cookie: 'portal_cohort=others' })).toBe('/remotes/games/mf-manifest.json');
    expect(await games({ cookie: `${DEVICE_COOKIE}=${randomBytes(16).toString('hex')}` })).toBe('/remotes/games/mf-manifest.json');
  });
});
