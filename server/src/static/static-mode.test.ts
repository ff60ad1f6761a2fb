import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PortalEnvironment, RemoteRoutesFile } from '@portal/shared/types';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { testConfig } from '../../test/config';
import {
  createStaticRoot,
  deadPort,
  FIXTURE_ENVIRONMENT,
  gamesRoutes,
  HOST_STYLESHEET,
  readingRoutes,
  startFakeRemote,
  type FakeRemote,
} from '../../test/static-fixture';
import { buildApp } from '../app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The inlined environment and the CSP source that allows its script (its sha256), as the browser would see them. */
function inlined(response: InjectResponse): { hash: string; environment: PortalEnvironment } {
  const match = /<script data-portal>(window\.__PORTAL_ENV__=(.*?))<\/script>/.exec(response.body);
  if (!match) throw new Error(`no inline environment in:\n${response.body}`);
  const hash = `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`;
  return { hash, environment: JSON.parse(match[2]!) as PortalEnvironment };
}

function preloads(response: InjectResponse): string[] {
  // fetch preloads carry crossorigin (the runtime fetch()es the manifest), script and style
  // preloads do not (plain <script> / <link> tags); a mismatch makes the browser download the file twice.
  return [...response.body.matchAll(/<link rel="preload" as="(fetch" crossorigin="anonymous|script|style)" href="([^"]+)">/g)].map(
    (match) => `${match[1]!.split('"')[0]} ${match[2]}`,
  );
}

function directive(response: InjectResponse, name: string): string[] {
  const policy = String(response.headers['content-security-policy']);
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

describe.each(databaseKinds)('static mode on %s', (kind) => {
  const database = useTestDatabase(kind);
  const staticRoot = createStaticRoot();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-ops-'));
  const apps: FastifyInstance[] = [];
  const remotes: FakeRemote[] = [];

  async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const config = testConfig({
      STATIC_ROOT: staticRoot,
      SERVE_STATIC: '1',
      ENVIRONMENT_FILE: path.join(staticRoot, FIXTURE_ENVIRONMENT),
      ...env,
    });
    const app = await buildApp(config, { database: database.db, remoteCacheTtlMs: 0 });
    apps.push(app);
    return app;
  }

  function remotesFile(content: object): string {
    const file = path.join(mkdtempSync(path.join(tmp, 'env-')), 'remotes.json');
    writeFileSync(file, JSON.stringify(content));
    return file;
  }

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(remotes.map((remote) => remote.close()));
  });

  describe('the host page', () => {
    it('inlines the environment with each built remote’s routes, in a script the CSP allows by its hash (and no other)', async () => {
      const app = await start();
      const response = await app.inject({ url: '/', headers: html });
      const { hash, environment } = inlined(response);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain('<!--portal-head-->');
      expect(environment.appTitle).toBe('X游戏');
      expect(environment.name).toBe('fixture');
      expect(environment.remotes.remote_games).toEqual({
        manifest: '/remotes/games/mf-manifest.json',
        version: gamesRoutes.version,
        routes: gamesRoutes.routes,
      });
      expect(Object.keys(environment.remotes)).toEqual(['remote_games', 'remote_reading']);
      expect(directive(response, 'script-src')).toEqual(["'self'", hash]);
      expect(directive(response, 'img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    });

    it('is asked for once before the server listens (the warm-up), and is then sent as kept', async () => {
      const app = await start();
      const results = await app.warmUp(60_000);
      // This host build has no server bundle: the page falls back to client rendering and is still sent.
      expect(results.map(({ name, outcome }) => [name, outcome])).toEqual([['home page', 'ok']]);
      const page = await app.inject({ url: '/', headers: html });
      expect(page.statusCode).toBe(200);
      expect(inlined(page).environment.name).toBe('fixture');
    });

    it('sends every guest the same kept page, compressed as the browser asks, with the same policy', async () => {
      const app = await start();
      const plain = await app.inject({ url: '/', headers: html });
      const [br, gzip] = await Promise.all([
        app.inject({ url: '/', headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } }),
        app.inject({ url: '/', headers: { ...html, 'accept-encoding': 'gzip' } }),
      ]);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(br.headers['cache-control']).toBe('no-cache');
    });

    it("writes the host's stylesheet into the page (no round trip before the first paint), urls resolved against the file's", async () => {
      const app = await start();
      const page = await app.inject({ url: '/games', headers: html });
      expect(page.body).toContain(`<style data-href="/static/css/main.7c6b5a49.css">${HOST_STYLESHEET.inlined}</style>`);
      expect(page.body).not.toMatch(/<link href="\/static\/css\/main\.7c6b5a49\.css" rel="stylesheet">/);
      // Allowed by the page's policy: inline styles are (libraries inject them at run time).
      expect(directive(page, 'style-src')).toContain("'unsafe-inline'");
    });

    it('titles the page as the route it shows (spec §2: app title | route title) before any script runs, escaped', async () => {
      const app = await start({ APP_TITLE: '测试门户' });
      const title = async (url: string) => /<title>(.*?)<\/title>/.exec((await app.inject({ url, headers: html })).body)?.[1];
      expect(await title('/games')).toBe('测试门户 | 游戏列表');
      expect(await title('/detail/7')).toBe('测试门户 | 游戏详情');
      // A path no route owns (the host sends it home) keeps the app title alone.
      expect(await title('/no/such/page')).toBe('测试门户');
      // A remote's title is text: it cannot close <title> and add markup.
      expect(await title('/readbook/1/2')).toBe('测试门户 | &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it('preloads the manifest, remote entry and route chunks of the remote that owns the path', async () => {
      const app = await start();
      const home = await app.inject({ url: '/', headers: html });
      expect(preloads(home)).toEqual([
        'fetch /remotes/games/mf-manifest.json',
        'script /remotes/games/remoteEntry.js',
        'script /remotes/games/static/js/async/vendors.5e6f7a8b.js',
        'script /remotes/games/static/js/async/__federation_expose_pages_home.9c8d7e6f.js',
        // The page's own CSS: without the hint the bundler asks for it only with the page chunk.
        'style /remotes/games/static/css/async/__federation_expose_pages_home.0a1b2c3d.css',
      ]);

      const detail = await app.inject({ url: '/detail/42?from=home', headers: html });
      expect(detail.statusCode).toBe(200);
      expect(preloads(detail)).toEqual([
        'fetch /remotes/games/mf-manifest.json',
        'script /remotes/games/remoteEntry.js',
        'script /remotes/games/static/js/async/__federation_expose_pages_detail.a1b2c3d4.js',
      ]);
    });

    it('matches optional segments: /games and /games/hot both belong to the games list', async () => {
      const app = await start();
      for (const url of ['/games', '/games/hot']) {
        const response = await app.inject({ url, headers: html });
        expect(preloads(response)).toContain('script /remotes/games/static/js/async/__federation_expose_pages_games.1b2c3d4e.js');
      }
    });

    it('falls back to the host page for a deep link no remote owns, with no preload hints', async () => {
      const app = await start();
      const response = await app.inject({ url: '/no/such/page', headers: html });
      expect(response.statusCode).toBe(200);
      expect(inlined(response).environment.remotes.remote_games?.routes).toHaveLength(3);
      expect(preloads(response)).toEqual([]);
    });

    it('keeps route data from closing the inline script', async () => {
      const app = await start();
      const response = await app.inject({ url: '/readbook/9/12', headers: html });
      expect(response.body).not.toContain('<script>alert(1)</script>');
      expect(inlined(response).environment.remotes.remote_reading?.routes).toEqual(readingRoutes.routes);
      expect(preloads(response)).toContain('script /remotes/reading/static/js/readbook.0f0e0d0c.js');
    });

    it('renders /index.html too instead of sending the raw template', async () => {
      const app = await start();
      const response = await app.inject({ url: '/index.html', headers: html });
      expect(inlined(response).environment.appTitle).toBe('X游戏');
    });
  });

  describe('fallback boundaries', () => {
    it('never answers /api with the host page', async () => {
      const app = await start();
      const response = await app.inject({ url: '/api/not-a-route', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 1004, msg: '请求的接口不存在', data: null });
    });

    it('answers a missing remote file or script with 404, not the host page', async () => {
      const app = await start();
      const remoteFile = await app.inject({ url: '/remotes/games/static/js/gone.12345678.js', headers: html });
      const script = await app.inject({ url: '/static/js/gone.12345678.js', headers: { accept: '*/*' } });
      expect(remoteFile.statusCode).toBe(404);
      expect(script.statusCode).toBe(404);
      expect(remoteFile.body).not.toContain('__PORTAL_ENV__');
      expect(script.body).not.toContain('__PORTAL_ENV__');
    });
  });

  describe('files', () => {
    it('caches content-hashed files for a year and revalidates the rest', async () => {
      const app = await start();
      const hashed = await app.inject({ url: '/static/js/main.3f9a1c2b.js' });
      const plain = await app.inject({ url: '/favicon.png' });
      const manifest = await app.inject({ url: '/remotes/games/mf-manifest.json' });
      const routes = await app.inject({ url: '/remotes/games/portal-routes.json' });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.body).toBe('console.log("host")');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(routes.headers['cache-control']).toBe('no-cache');
    });

    it("sends the build's pre-compressed twin to a client that accepts it, the plain file to one that does not", async () => {
      const app = await start();
      const url = '/remotes/games/static/js/async/__federation_expose_pages_home.9c8d7e6f.js';
      const compressed = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('/* home */');
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('/* home */');
    });

    it("sends a host file's brotli twin cached for a year like the file, and a Range of it from the disk", async () => {
      const file = path.join(staticRoot, 'host/dist/static/js/vendor.0a1b2c3d.js');
      writeFileSync(file, '/* vendor */');
      writeFileSync(`${file}.br`, brotliCompressSync('/* vendor */'));
      const app = await start();
      const url = '/static/js/vendor.0a1b2c3d.js';
      const compressed = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('/* vendor */');
      expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(compressed.headers['content-type']).toBe('application/javascript; charset=utf-8');
      const range = await app.inject({ url, headers: { range: 'bytes=3-8' } });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe('vendor');
      expect(range.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('compresses the rendered host page', async () => {
      const app = await start();
      const page = await app.inject({ url: '/games', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toContain('window.__PORTAL_ENV__=');
    });

    it('lets a host on another origin load the remotes', async () => {
      const app = await start();
      const chunk = await app.inject({ url: '/remotes/games/static/js/async/__federation_expose_pages_home.9c8d7e6f.js' });
      const manifest = await app.inject({ url: '/remotes/games/mf-manifest.json' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
      expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.json()).toMatchObject({ name: 'remote_games' });
    });

    it('serves the effective environment at /remotes.json, unenveloped and uncached', async () => {
      const app = await start();
      const response = await app.inject({ url: '/remotes.json' });
      const page = await app.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(inlined(page).environment);
      expect(response.json()).not.toHaveProperty('code');
    });
  });

  describe('an ops-edited environment file', () => {
    const canary: RemoteRoutesFile = {
      name: 'remote_games',
      version: '2.0.0-canary',
      routes: [{ path: 'games/:type?', module: './pages/games', layout: 'main', title: '游戏列表（新）' }],
    };
    const canaryExposes = { './pages/games': ['static/js/games.77aa88bb.js'] };

    it('picks up an edited file without a restart and points the page at the other build', async () => {
      const remote = await startFakeRemote(canary, canaryExposes);
      remotes.push(remote);
      const file = remotesFile({ remotes: { remote_games: { manifest: '/remotes/games/mf-manifest.json' } } });
      const app = await start({ ENVIRONMENT_FILE: file });

      const before = (await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>();
      expect(before.remotes.remote_games?.version).toBe(gamesRoutes.version);
      expect(Object.keys(before.remotes)).toEqual(['remote_games']);

      writeFileSync(
        file,
        JSON.stringify({ name: 'ops', appTitle: '运维标题', remotes: { remote_games: { manifest: `${remote.origin}/mf-manifest.json` } } }),
      );
      const after = (await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>();
      expect(after).toEqual({
        name: 'ops',
        appTitle: '运维标题',
        remotes: {
          remote_games: { manifest: `${remote.origin}/mf-manifest.json`, version: canary.version, routes: canary.routes },
        },
      });

      const page = await app.inject({ url: '/games/hot', headers: html });
      expect(preloads(page)).toEqual([
        `fetch ${remote.origin}/mf-manifest.json`,
        `script ${remote.origin}/remoteEntry.js`,
        `script ${remote.origin}/static/js/games.77aa88bb.js`,
      ]);
      for (const name of ['script-src', 'connect-src', 'style-src', 'img-src']) {
        expect(directive(page, name)).toContain(remote.origin);
      }
    });

    it('refuses a file that points a remote at a dead port: the last good stays live and stale, also after a restart', async () => {
      const remote = await startFakeRemote(canary, canaryExposes);
      remotes.push(remote);
      const dataDir = mkdtempSync(path.join(tmp, 'data-'));
      const file = remotesFile({ remotes: { remote_games: { manifest: `${remote.origin}/mf-manifest.json` } } });
      const app = await start({ ENVIRONMENT_FILE: file, DATA_DIR: dataDir });
      const live = (await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>();
      expect(live.remotes.remote_games?.routes).toEqual(canary.routes);

      const dead = `http://127.0.0.1:${await deadPort()}/mf-manifest.json`;
      writeFileSync(file, JSON.stringify({ remotes: { remote_games: { manifest: dead } } }));
      const refused = (await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>();
      expect(refused).toEqual(live);
      expect((await app.inject({ url: '/api/health' })).json().data.environment).toEqual({ name: 'remotes', stale: true });

      // A restart while the file is still broken serves the last good one, which a dead remote cannot take away.
      await app.close();
      await remote.close();
      const restarted = await start({ ENVIRONMENT_FILE: file, DATA_DIR: dataDir });
      const afterRestart = (await restarted.inject({ url: '/remotes.json' })).json<PortalEnvironment>();
      expect(afterRestart.remotes.remote_games).toEqual(live.remotes.remote_games);
      expect(preloads(await restarted.inject({ url: '/games/hot', headers: html }))[0]).toBe(`fetch ${remote.origin}/mf-manifest.json`);
      const saved = JSON.parse(readFileSync(path.join(dataDir, 'remote-routes-cache.json'), 'utf8')) as Record<string, unknown>;
      expect(saved.remote_games).toMatchObject({ routes: canary.routes });
    });

    it('keeps the last good environment when the file is broken', async () => {
      const file = remotesFile({ remotes: { remote_games: { manifest: '/remotes/games/mf-manifest.json', version: 'ops-1' } } });
      const app = await start({ ENVIRONMENT_FILE: file });
      expect((await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>().remotes.remote_games?.version).toBe('ops-1');
      writeFileSync(file, '{"remotes": {"remote_games": ');
      const response = await app.inject({ url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.json<PortalEnvironment>().remotes.remote_games?.version).toBe('ops-1');
    });
  });
});
