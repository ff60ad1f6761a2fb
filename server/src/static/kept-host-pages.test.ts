import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvironmentFile, PortalEnvironment, RemoteRoutesFile } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { useTestDatabase } from '../../test/databases';
import { testConfig } from '../../test/config';
import { createStaticRoot, startFakeRemote, type FakeRemote } from '../../test/static-fixture';
import { buildApp } from '../app';

/**
 * A host page view reuses the head and the environment made for the views before it (issue 17:
 * a kept page view serialises nothing). What it reuses must never outlive what it was made from:
 * a deploy behind a remote's URL (new chunks, new routes), an edited environment file and a
 * canary cohort each show on the very next page.
 */
const html = { accept: 'text/html' };
const database = useTestDatabase('pglite');
const staticRoot = createStaticRoot();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-kept-'));

const routes: RemoteRoutesFile = {
  name: 'remote_square',
  version: 'sq-1',
  routes: [{ path: 'square', module: './pages/square', layout: 'main', hideHeader: true, title: '广场' }],
};
const exposes: Record<string, string[]> = { './pages/square': ['square.1a2b3c4d.js'] };
const canaryRoutes: RemoteRoutesFile = { ...routes, version: 'sq-canary' };
const canaryExposes = { './pages/square': ['square.cafe0001.js'] };

let square: FakeRemote;
let canary: FakeRemote;
let app: FastifyInstance;
let file: string;
const environmentFile = (extra: Partial<EnvironmentFile> = {}): EnvironmentFile => ({
  name: 'kept',
  remotes: {
    remote_square: {
      manifest: `${square.origin}/mf-manifest.json`,
      canary: { manifest: `${canary.origin}/mf-manifest.json`, share: 0, cohort: 'testers' },
    },
  },
  ...extra,
});

beforeAll(async () => {
  square = await startFakeRemote(routes, exposes);
  canary = await startFakeRemote(canaryRoutes, canaryExposes);
  file = path.join(tmp, 'kept.json');
  writeFileSync(file, JSON.stringify(environmentFile()));
  // A TTL of 0: every view asks the remote again, as every view after a TTL does in production.
  app = await buildApp(testConfig({ STATIC_ROOT: staticRoot, SERVE_STATIC: '1', ENVIRONMENT_FILE: file }), {
    database: database.db,
    remoteCacheTtlMs: 0,
  });
});
afterAll(async () => {
  await app.close();
  await Promise.all([square.close(), canary.close()]);
});

const page = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url, headers: { ...html, ...headers } })).body;
const environmentOf = async (headers: Record<string, string> = {}) =>
  (await app.inject({ url: '/remotes.json', headers })).json<PortalEnvironment>();

it('sends the same page for the same inputs, and a deploy’s new chunks and routes on the next view', async () => {
  const first = await page('/square');
  expect(first).toContain(`${square.origin}/square.1a2b3c4d.js`);
  expect(first).toContain('| 广场</title>');
  expect(await page('/square')).toBe(first);

  // A new build behind the same URL with the same routes: only its page chunk changes.
  exposes['./pages/square'] = ['square.5e6f7a8b.js'];
  const deployed = await page('/square');
  expect(deployed).toContain(`${square.origin}/square.5e6f7a8b.js`);
  expect(deployed).not.toContain('square.1a2b3c4d.js');
  expect(deployed).toContain('| 广场</title>');

  // The next one changes its route's title too.
  routes.routes[0]!.title = '社区广场';
  expect(await page('/square')).toContain('| 社区广场</title>');
  expect((await environmentOf()).remotes.remote_square?.routes?.[0]?.title).toBe('社区广场');
});

it('gives a cohort its canary and everyone else the stable build, view after view', async () => {
  const testers = { cookie: 'portal_cohort=testers' };
  for (let view = 0; view < 2; view += 1) {
    expect(await page('/square', testers)).toContain(`${canary.origin}/square.cafe0001.js`);
    expect(await page('/square')).not.toContain(canary.origin);
    expect((await environmentOf(testers)).remotes.remote_square).toMatchObject({ cohort: 'canary', version: 'sq-canary' });
    expect((await environmentOf()).remotes.remote_square?.cohort).toBeUndefined();
  }
});

it('follows an edit of the environment file on the next view', async () => {
  expect(await page('/square')).not.toContain('<title>运营版 | ');
  writeFileSync(file, JSON.stringify(environmentFile({ appTitle: '运营版' })));
  expect(await page('/square')).toContain('<title>运营版 | ');
  expect((await environmentOf()).appTitle).toBe('运营版');
});
