/**
 * A throwaway STATIC_ROOT shaped like real builds: host/dist with the head marker, and
 * remote dists with an mf-manifest.json in the @module-federation/enhanced 2.x shape plus
 * the portal-routes.json each remote's build publishes beside it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import type { RemoteRoutesFile } from '@portal/shared/types';

export const HOST_INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>X游戏</title>' +
  '<link href="/static/css/main.7c6b5a49.css" rel="stylesheet"><!--portal-head-->' +
  '<script defer src="/static/js/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';

/** The host's stylesheet, which every page carries written in (inline-styles.ts). */
export const HOST_STYLESHEET = {
  file: 'host/dist/static/css/main.7c6b5a49.css',
  css: '.pt-header{color:#1c8fe0}.pt-logo{background:url(../media/logo.svg)}',
  /** As the page carries it: the relative url() resolved against the stylesheet's own URL. */
  inlined: '.pt-header{color:#1c8fe0}.pt-logo{background:url(/static/media/logo.svg)}',
};

/** A shared module as an MF 2 manifest lists it. */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
}

export function mfManifest(name: string, exposes: Record<string, string[]>, publicPath = 'auto', shared: ManifestShared[] = []) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@portal/${name.replace('_', '-')}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath,
    },
    shared,
    remotes: [],
    exposes: Object.entries(exposes).map(([module, sync]) => ({
      id: `${name}:${module.replace('./', '')}`,
      name: module.replace('./', ''),
      path: module,
      assets: {
        js: { sync: sync.filter((file) => !file.endsWith('.css')), async: [] },
        css: { sync: sync.filter((file) => file.endsWith('.css')), async: [] },
      },
    })),
  };
}

export const gamesRoutes: RemoteRoutesFile = {
  name: 'remote_games',
  version: '0.1.0+local',
  routes: [
    { path: '', module: './pages/home', layout: 'main' },
    { path: 'games/:type?', module: './pages/games', layout: 'main', title: '游戏列表' },
    { path: 'detail/:id', module: './pages/detail', layout: 'simple', title: '游戏详情' },
  ],
};

export const readingRoutes: RemoteRoutesFile = {
  name: 'remote_reading',
  version: '0.1.0+local',
  // A title that tries to close the inline script: it must arrive as data, not markup.
  routes: [{ path: 'readbook/:id/:cid', module: './pages/readbook', layout: 'standalone', title: '</script><script>alert(1)</script>' }],
};

export const gamesExposes = {
  './pages/home': [
    'static/js/async/vendors.5e6f7a8b.js',
    'static/js/async/__federation_expose_pages_home.9c8d7e6f.js',
    'static/css/async/__federation_expose_pages_home.0a1b2c3d.css',
  ],
  './pages/games': ['static/js/async/__federation_expose_pages_games.1b2c3d4e.js'],
  './pages/detail': ['static/js/async/__federation_expose_pages_detail.a1b2c3d4.js'],
};

function write(file: string, content: string | Buffer | object) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content));
}

/** The fixture's environment file (beside the builds): the two remotes it builds. */
export const FIXTURE_ENVIRONMENT = 'environment.json';

/** Builds the tree: host, remote-games and remote-reading, and an environment naming those two. */
export function createStaticRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  write(path.join(root, 'host/dist/index.html'), HOST_INDEX);
  write(path.join(root, 'host/dist/static/js/main.3f9a1c2b.js'), 'console.log("host")');
  write(path.join(root, HOST_STYLESHEET.file), HOST_STYLESHEET.css);
  write(path.join(root, 'host/dist/favicon.png'), 'png');
  // What the host provides, for the environment validator's singleton check.
  write(path.join(root, 'host/dist/mf-manifest.json'), mfManifest('host', {}, '/', HOST_SINGLETONS));

  const games = path.join(root, 'remote-games/dist');
  write(path.join(games, 'mf-manifest.json'), mfManifest('remote_games', gamesExposes));
  write(path.join(games, 'portal-routes.json'), gamesRoutes);
  write(path.join(games, 'remoteEntry.js'), 'var remote_games;');
  write(path.join(games, 'static/js/async/__federation_expose_pages_home.9c8d7e6f.js'), '/* home */');
  // The build's pre-compressed twin of a chunk.
  write(path.join(games, 'static/js/async/__federation_expose_pages_home.9c8d7e6f.js.br'), brotliCompressSync('/* home */'));

  const reading = path.join(root, 'remote-reading/dist');
  write(path.join(reading, 'mf-manifest.json'), mfManifest('remote_reading', { './pages/readbook': ['static/js/readbook.0f0e0d0c.js'] }));
  write(path.join(reading, 'portal-routes.json'), readingRoutes);
  write(path.join(root, FIXTURE_ENVIRONMENT), {
    name: 'fixture',
    remotes: {
      remote_games: { manifest: '/remotes/games/mf-manifest.json' },
      remote_reading: { manifest: '/remotes/reading/mf-manifest.json' },
    },
  });
  return root;
}

export interface FakeRemote {
  origin: string;
  close(): Promise<void>;
}

/** The fixture host's singletons (a remote built against them may load). */
export const HOST_SINGLETONS: ManifestShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@portal/shared', version: '1.0.0', requiredVersion: '^1.0.0' },
];

/** A remote on another origin (think CDN or a remote's dev server) serving a manifest and routes. */
export async function startFakeRemote(
  routes: RemoteRoutesFile,
  exposes: Record<string, string[]>,
  /** What the build shares; none by default, so the host build present does not matter. */
  shared: ManifestShared[] = [],
): Promise<FakeRemote> {
  const server: Server = createServer((request, response) => {
    const files: Record<string, unknown> = {
      '/mf-manifest.json': mfManifest(routes.name, exposes, 'auto', shared),
      '/portal-routes.json': routes,
    };
    const body = files[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: connections to it are refused at once. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
