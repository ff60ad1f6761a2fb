import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { prune, publish, setCurrent } from '@portal/deploy/store';
import type { PortalEnvironment, RemoteRoutesFile } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../test/config';
import { useTestDatabase } from '../../test/databases';
import { createStaticRoot, mfManifest } from '../../test/static-fixture';
import { buildApp } from '../app';

/**
 * The deploy store through the real server: published versions at /remotes/<short>/<version>/,
 * the one-command URLs /remotes/<short>/ following `current`, chunks of the previous version
 * still there after a switch, private files never served, no path out of the store. File
 * serving does not touch the database, so PGlite alone is enough here.
 */
const database = useTestDatabase('pglite');
const apps: FastifyInstance[] = [];
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Square's pages (and the chunk each version's page module lives in). */
function squareRoutes(version: string): RemoteRoutesFile {
  return {
    name: 'remote_square',
    version,
    routes: [{ path: 'square', module: './pages/square', layout: 'main', title: `广场 ${version}` }],
  };
}

/** A build of remote-square whose page chunk is named after `chunk` (its content hash) and says which build it is. */
function squareBuild(version: string, chunk: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-square-build-'));
  const manifest = mfManifest('remote_square', { './pages/square': [`static/js/square.${chunk}.js`] });
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  write(path.join(dir, 'portal-routes.json'), JSON.stringify(squareRoutes(version)));
  write(path.join(dir, 'remoteEntry.js'), `var remote_square = "${version}";`);
  write(path.join(dir, `static/js/square.${chunk}.js`), `/* square ${version} */`);
  write(path.join(dir, `static/js/square.${chunk}.js.br`), brotliCompressSync(`/* square ${version} */`));
  write(path.join(dir, `static/js/square.${chunk}.js.map`), `{"sources":["secret-source-of-${version}.tsx"]}`);
  write(path.join(dir, 'mf-stats.json'), '{"internal":true}');
  return dir;
}

async function deploy(root: string, version: string, chunk: string, publishedAt: string): Promise<void> {
  const from = squareBuild(version, chunk);
  await publish({ root, short: 'square', container: 'remote_square', from, version, mode: 'copy', now: new Date(publishedAt) });
}

/** A static root (games built in its dist only) and a store with two versions of square, v1 current. */
async function world(env: Record<string, string> = {}) {
  const staticRoot = createStaticRoot();
  const deployRoot = path.join(staticRoot, '.deploy');
  await deploy(deployRoot, 'v1', 'aaaa1111', '2026-03-01T00:00:00Z');
  await deploy(deployRoot, 'v2', 'bbbb2222', '2026-03-02T00:00:00Z');
  await setCurrent(deployRoot, 'square', 'v1');
  // Files next to the store that no URL may reach.
  write(path.join(staticRoot, 'secret.txt'), 'TOP-SECRET');
  write(path.join(deployRoot, 'secret.txt'), 'TOP-SECRET');
  // The environment of this world: the two remotes built in their dist, and square from the store.
  const environment = path.join(staticRoot, 'deploy-world.json');
  write(
    environment,
    JSON.stringify({
      remotes: {
        remote_games: { manifest: '/remotes/games/mf-manifest.json' },
        remote_reading: { manifest: '/remotes/reading/mf-manifest.json' },
        remote_square: { manifest: '/remotes/square/mf-manifest.json' },
      },
    }),
  );
  const config = testConfig({ STATIC_ROOT: staticRoot, SERVE_STATIC: '1', ENVIRONMENT_FILE: environment, ...env });
  const app = await buildApp(config, { database: database.db, remoteCacheTtlMs: 0 });
  apps.push(app);
  return { app, staticRoot, deployRoot };
}

describe('published versions', () => {
  it('serves /remotes/<short>/<version>/ from the store, cached for a year, to any origin, with the compressed twin', async () => {
    const { app } = await world();
    for (const file of ['mf-manifest.json', 'portal-routes.json', 'remoteEntry.js', 'static/js/square.bbbb2222.js']) {
      const response = await app.inject({ url: `/remotes/square/v2/${file}` });
      expect({ file, status: response.statusCode }).toEqual({ file, status: 200 });
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await app.inject({ url: '/remotes/square/v2/portal-routes.json' })).json()).toMatchObject({ version: 'v2' });
    const compressed = await app.inject({ url: '/remotes/square/v2/static/js/square.bbbb2222.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('/* square v2 */');
    // A version holds only its own files.
    expect((await app.inject({ url: '/remotes/square/v2/static/js/square.aaaa1111.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/square/v3/mf-manifest.json' })).statusCode).toBe(404);
  });
});

describe('the one-command URLs /remotes/<short>/', () => {
  it('follow the current version: a switch shows at once, manifests and routes stay no-cache', async () => {
    const { app, deployRoot } = await world();
    const routes = async () => (await app.inject({ url: '/remotes/square/portal-routes.json' })).json<RemoteRoutesFile>().version;
    expect(await routes()).toBe('v1');
    const manifest = await app.inject({ url: '/remotes/square/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ url: '/remotes/square/portal-routes.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/square/remoteEntry.js' })).body).toBe('var remote_square = "v1";');
    expect((await app.inject({ url: '/remotes/square/static/js/square.aaaa1111.js' })).headers['cache-control']).toBe(IMMUTABLE);

    await setCurrent(deployRoot, 'square', 'v2');
    expect(await routes()).toBe('v2');
    expect((await app.inject({ url: '/remotes/square/remoteEntry.js' })).body).toBe('var remote_square = "v2";');
    expect((await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>().remotes.remote_square?.version).toBe('v2');
  });

  it('still serve the chunks of an older version after the switch (newest older version first), but not its other files', async () => {
    const { app, deployRoot } = await world();
    await deploy(deployRoot, 'v3', 'cccc3333', '2026-03-03T00:00:00Z');
    // v1 and v3 both hold a chunk of this name: the newer one answers.
    write(path.join(deployRoot, 'remotes/square/v1/static/js/shared.dddd4444.js'), 'from v1');
    write(path.join(deployRoot, 'remotes/square/v3/static/js/shared.dddd4444.js'), 'from v3');
    await setCurrent(deployRoot, 'square', 'v2');

    const old = await app.inject({ url: '/remotes/square/static/js/square.aaaa1111.js', headers: { 'accept-encoding': 'br' } });
    expect(old.statusCode).toBe(200);
    expect(brotliDecompressSync(old.rawPayload).toString()).toBe('/* square v1 */');
    expect(old.headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/remotes/square/static/js/shared.dddd4444.js' })).body).toBe('from v3');
    // A file without a content hash is the current version's or nothing.
    write(path.join(deployRoot, 'remotes/square/v1/only-in-v1.json'), '{}');
    expect((await app.inject({ url: '/remotes/square/only-in-v1.json' })).statusCode).toBe(404);
  });

  it('serve the team’s dist while the store has no current version of the remote', async () => {
    const { app, deployRoot } = await world();
    const games = await app.inject({ url: '/remotes/games/portal-routes.json' });
    expect(games.statusCode).toBe(200);
    expect(games.json()).toMatchObject({ name: 'remote_games', version: '0.1.0+local' });
    expect((await app.inject({ url: '/remotes/games/static/js/async/__federation_expose_pages_home.9c8d7e6f.js' })).body).toBe(
      '/* home */',
    );
    // Once a version is current, the store answers.
    const gamesBuild = squareBuild('g1', 'eeee5555');
    write(path.join(gamesBuild, 'mf-manifest.json'), JSON.stringify(mfManifest('remote_games', {})));
    write(path.join(gamesBuild, 'portal-routes.json'), JSON.stringify({ name: 'remote_games', version: 'g1', routes: [] }));
    await publish({ root: deployRoot, short: 'games', container: 'remote_games', from: gamesBuild, version: 'g1', mode: 'copy' });
    expect((await app.inject({ url: '/remotes/games/portal-routes.json' })).json()).toMatchObject({ version: '0.1.0+local' });
    await setCurrent(deployRoot, 'games', 'g1');
    expect((await app.inject({ url: '/remotes/games/portal-routes.json' })).json()).toMatchObject({ version: 'g1' });
  });
});

describe('what the store never serves', () => {
  it('refuses every path out of the store or into its bookkeeping', async () => {
    const { app } = await world();
    const attempts = [
      '/remotes/square/../../secret.txt',
      '/remotes/square/..%2f..%2fsecret.txt',
      '/remotes/square/%2e%2e/%2e%2e/secret.txt',
      '/remotes/square/v1/..%2f..%2f..%2fsecret.txt',
      '/remotes/square/v1/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
      '/remotes/square/..%5c..%5csecret.txt',
      '/remotes/square/%2e%2e/v1/mf-manifest.json',
      '/remotes/square/v1/.portal-deploy.json',
      '/remotes/square/current',
      '/remotes/square/.%2e/.%2e/secret.txt',
      '/remotes/square//etc/passwd',
      '/remotes/square/%2fetc%2fpasswd',
      '/remotes/square/v1/static/js/square.aaaa1111.js%00.json',
      '/remotes/..%2f..%2fsecret.txt',
      '/remotes/nosuch/secret.txt',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect({ url, refused: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ url, refused: true });
      expect(response.body).not.toContain('TOP-SECRET');
      expect(response.body).not.toContain('root:');
      expect(response.body).not.toContain('"digest"');
    }
  });

  it('answers 404 for source maps and mf-stats.json, also to a navigation, unless SERVE_SOURCE_MAPS=1', async () => {
    const { app } = await world();
    const privateUrls = [
      '/remotes/square/v1/static/js/square.aaaa1111.js.map',
      '/remotes/square/static/js/square.aaaa1111.js.map',
      '/remotes/square/v1/mf-stats.json',
      '/remotes/square/mf-stats.json',
      '/remotes/games/mf-stats.json',
      '/static/js/main.3f9a1c2b.js.map',
    ];
    for (const url of privateUrls) {
      for (const headers of [{}, html]) {
        const response = await app.inject({ url, headers });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.body).not.toContain('secret-source-of');
        expect(response.body).not.toContain('__PORTAL_ENV__');
      }
    }

    const { app: open } = await world({ SERVE_SOURCE_MAPS: '1' });
    const map = await open.inject({ url: '/remotes/square/v1/static/js/square.aaaa1111.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret-source-of-v1.tsx');
    expect((await open.inject({ url: '/remotes/square/static/js/square.aaaa1111.js.map' })).body).toContain('secret-source-of-v1.tsx');
    expect((await open.inject({ url: '/remotes/square/v2/mf-stats.json' })).json()).toEqual({ internal: true });
  });
});

describe('an environment naming versions', () => {
  function environmentFile(remotes: PortalEnvironment['remotes']): {
    file: string;
    point: (remotes: PortalEnvironment['remotes']) => void;
  } {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-env-')), 'remotes.json');
    const point = (next: PortalEnvironment['remotes']) => writeFileSync(file, JSON.stringify({ remotes: next }));
    point(remotes);
    return { file, point };
  }

  it('reads each version’s routes and preloads from the store; rolling back is pointing back, live within 5 s', async () => {
    const v2 = { manifest: '/remotes/square/v2/mf-manifest.json' };
    const env = environmentFile({ remote_square: v2 });
    const { app } = await world({ ENVIRONMENT_FILE: env.file });

    const square = async () => (await app.inject({ url: '/remotes.json' })).json<PortalEnvironment>().remotes.remote_square;
    expect(await square()).toEqual({ manifest: v2.manifest, version: 'v2', routes: squareRoutes('v2').routes });
    const page = await app.inject({ url: '/square', headers: html });
    expect(page.body).toContain('href="/remotes/square/v2/static/js/square.bbbb2222.js"');

    env.point({ remote_square: { manifest: '/remotes/square/v1/mf-manifest.json' } });
    const deadline = Date.now() + 5000;
    let live = await square();
    while (live?.version !== 'v1' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      live = await square();
    }
    expect(live).toEqual({ manifest: '/remotes/square/v1/mf-manifest.json', version: 'v1', routes: squareRoutes('v1').routes });
    expect((await app.inject({ url: '/square', headers: html })).body).toContain('href="/remotes/square/v1/static/js/square.aaaa1111.js"');
  });

  it('keeps serving the versions in use after a prune, and a pruned version is gone', async () => {
    const { app, deployRoot } = await world();
    await deploy(deployRoot, 'v3', 'cccc3333', '2026-03-03T00:00:00Z');
    await deploy(deployRoot, 'v4', 'dddd4444', '2026-03-04T00:00:00Z');
    // current = v1 (oldest); an environment names v2; keep the newest 1 (v4): v3 goes.
    await prune({ root: deployRoot, keep: 1, protect: new Map([['square/v2', 'named in prod.json']]) });
    for (const version of ['v1', 'v2', 'v4']) {
      expect({ version, status: (await app.inject({ url: `/remotes/square/${version}/mf-manifest.json` })).statusCode }).toEqual({
        version,
        status: 200,
      });
    }
    expect((await app.inject({ url: '/remotes/square/v3/mf-manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/square/portal-routes.json' })).json()).toMatchObject({ version: 'v1' });
  });
});
