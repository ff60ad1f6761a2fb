import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerManifest } from '@portal/shared/types';
import type { StaticLayout } from '../layout';
import { ServerBundles } from './server-bundles';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundles-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const layout: StaticLayout = {
  hostDir: path.join(root, 'host'),
  deployRoot: path.join(root, '.deploy'),
  remotes: [{ name: 'games', short: 'games', urlPrefix: '/remotes/games/', dir: path.join(root, 'games') }],
};
const manifestUrl = '/remotes/games/mf-manifest.json';

/** A build's server bundle and its server-manifest.json, as an app's build writes them. */
function writeBuild(dir: string, manifest: ServerManifest, code: string): void {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', manifest.file), code);
  fs.writeFileSync(path.join(dir, 'server', 'server-manifest.json'), JSON.stringify(manifest));
}

const HOST_CODE =
  'exports.provides = {}; exports.configure = () => {}; exports.render = async () => ({ html: "", head: "", queryState: {} });';
const REMOTE_CODE = 'exports.pages = {}; exports.setPublicPath = () => {};';

function bundles(lookupTtlMs: number) {
  return new ServerBundles({
    layout,
    publicUrl: undefined,
    dispatch: async () => ({ statusCode: 200, headers: {}, payload: '' }),
    lookupTtlMs,
  });
}

beforeEach(() => {
  writeBuild(layout.hostDir, { name: 'host', kind: 'host', version: 'host-1', file: 'host-1.cjs' }, HOST_CODE);
  writeBuild(layout.remotes[0]!.dir, { name: 'games', kind: 'remote', version: 'games-1', file: 'pages-1.cjs' }, REMOTE_CODE);
});

describe('ServerBundles.loadedBundles', () => {
  it('gives both bundles without waiting only once both have been loaded', async () => {
    const server = bundles(60_000);
    expect(server.loadedBundles(manifestUrl)).toBeUndefined();
    const host = await server.hostBundle();
    // The host alone is not enough: a page needs the remote's bundle too.
    expect(server.loadedBundles(manifestUrl)).toBeUndefined();
    const remote = await server.remoteBundle(manifestUrl, host);
    expect(server.loadedBundles(manifestUrl)).toEqual({ host, remote });
    expect(server.loadedBundles(manifestUrl)?.remote.label).toBe('games-1');
    // Another remote's page is not served by this one's bundle.
    expect(server.loadedBundles('/remotes/reading/mf-manifest.json')).toBeUndefined();
  });

  it('gives nothing once where the bundles lie was last checked longer ago than the TTL, so a deploy is seen', async () => {
    // TTL 0: every check is already too old, so a page view always looks again (hostBundle).
    const server = bundles(0);
    const host = await server.hostBundle();
    await server.remoteBundle(manifestUrl, host);
    expect(server.loadedBundles(manifestUrl)).toBeUndefined();
    writeBuild(layout.hostDir, { name: 'host', kind: 'host', version: 'host-2', file: 'host-2.cjs' }, HOST_CODE);
    expect((await server.hostBundle()).label).toBe('host-2');
  });

  it('gives nothing for a remote whose bundle failed to load', async () => {
    const server = bundles(60_000);
    writeBuild(layout.remotes[0]!.dir, { name: 'games', kind: 'remote', version: 'games-2', file: 'pages-2.cjs' }, 'exports.nothing = 1;');
    const host = await server.hostBundle();
    await expect(server.remoteBundle(manifestUrl, host)).rejects.toThrow(/is not a remote server bundle/);
    expect(server.loadedBundles(manifestUrl)).toBeUndefined();
  });
});
