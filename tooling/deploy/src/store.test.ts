import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildDigest,
  DeployError,
  isPrivateBuildFile,
  listVersions,
  prune,
  publish,
  readCurrent,
  setCurrent,
  sourceMapsDir,
  versionDir,
  versionsNamedIn,
} from './store';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'portal-store-'));

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A remote build as the factory writes it: manifest, routes with the label, hashed chunks, maps, stats. */
function fakeBuild(label: string, chunk = 'console.log("square")', container = 'remote_square'): string {
  const dir = tmp();
  write(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: container, metaData: { remoteEntry: { name: 'remoteEntry.1a2b3c4d.js' } } }),
  );
  write(path.join(dir, 'portal-routes.json'), JSON.stringify({ name: container, version: label, routes: [] }));
  write(path.join(dir, 'remoteEntry.1a2b3c4d.js'), 'var remote_square;');
  write(path.join(dir, 'static/js/square.5e6f7a8b.js'), chunk);
  write(path.join(dir, 'static/js/square.5e6f7a8b.js.gz'), `gz of ${chunk}`);
  write(path.join(dir, 'static/js/square.5e6f7a8b.js.map'), '{"sources":["square.tsx"]}');
  write(path.join(dir, 'mf-stats.json'), '{}');
  write(path.join(dir, 'mf-stats.json.gz'), 'gz');
  return dir;
}

function publishBuild(root: string, version: string, options: { chunk?: string; now?: string; skipIfCurrent?: boolean } = {}) {
  return publish({
    root,
    short: 'square',
    container: 'remote_square',
    from: fakeBuild(version, options.chunk),
    version,
    mode: 'copy',
    now: new Date(options.now ?? '2026-03-01T00:00:00Z'),
    skipIfCurrent: options.skipIfCurrent,
  });
}

describe('publishing a remote version', () => {
  it('puts the public files under remotes/<short>/<version>/ and the maps and mf-stats.json under sourcemaps/', async () => {
    const root = tmp();
    const result = await publishBuild(root, 'abc1234-20260301000000');
    expect(result.published).toBe(true);
    const dir = versionDir(root, 'square', 'abc1234-20260301000000');
    const maps = sourceMapsDir(root, 'square', 'abc1234-20260301000000');
    expect(readFileSync(path.join(dir, 'static/js/square.5e6f7a8b.js'), 'utf8')).toBe('console.log("square")');
    expect(existsSync(path.join(dir, 'static/js/square.5e6f7a8b.js.map'))).toBe(false);
    expect(existsSync(path.join(dir, 'mf-stats.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'mf-stats.json.gz'))).toBe(false);
    expect(readFileSync(path.join(maps, 'static/js/square.5e6f7a8b.js.map'), 'utf8')).toContain('square.tsx');
    expect(existsSync(path.join(maps, 'mf-stats.json'))).toBe(true);
    // Nothing half-written is left beside it.
    expect(readdirSync(path.dirname(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('never overwrites a published version', async () => {
    const root = tmp();
    await publishBuild(root, 'v1', { chunk: 'first' });
    await expect(publishBuild(root, 'v1', { chunk: 'second' })).rejects.toThrow(
      /remote_square version v1 is already published.*never overwritten/,
    );
    expect(readFileSync(path.join(versionDir(root, 'square', 'v1'), 'static/js/square.5e6f7a8b.js'), 'utf8')).toBe('first');
  });

  it('refuses a build of another remote, a label that is not the version, and names that could leave the folder', async () => {
    const root = tmp();
    const games = fakeBuild('v1', 'x', 'remote_games');
    await expect(publish({ root, short: 'square', container: 'remote_square', from: games, version: 'v1', mode: 'copy' })).rejects.toThrow(
      /build of remote_games, not remote_square/,
    );
    await expect(
      publish({ root, short: 'square', container: 'remote_square', from: fakeBuild('v1'), version: 'v2', mode: 'copy' }),
    ).rejects.toThrow(/built with the label v1, not v2/);
    for (const bad of ['..', '.hidden', 'a/b', 'current', '']) {
      await expect(
        publish({ root, short: 'square', container: 'remote_square', from: fakeBuild(bad), version: bad, mode: 'copy' }),
      ).rejects.toThrow(DeployError);
    }
  });

  it('skips a build equal to the current version except for its label (the one-command build)', async () => {
    const root = tmp();
    await publishBuild(root, 'v1');
    await setCurrent(root, 'square', 'v1');
    const same = await publishBuild(root, 'v2', { skipIfCurrent: true });
    expect(same).toEqual({ published: false, version: 'v1', reason: 'same as current' });
    const changed = await publishBuild(root, 'v3', { chunk: 'changed', skipIfCurrent: true });
    expect(changed.published).toBe(true);
  });

  it('digests what is served: not the label, the maps or the compressed twins', async () => {
    const a = fakeBuild('label-a');
    const b = fakeBuild('label-b');
    writeFileSync(path.join(b, 'static/js/square.5e6f7a8b.js.map'), '{"other":true}');
    expect((await buildDigest(a)).digest).toBe((await buildDigest(b)).digest);
    writeFileSync(path.join(b, 'static/js/square.5e6f7a8b.js'), 'other code');
    expect((await buildDigest(a)).digest).not.toBe((await buildDigest(b)).digest);
  });
});

describe('versions and the current pointer', () => {
  it('lists versions newest first by publishing time', async () => {
    const root = tmp();
    await publishBuild(root, 'zzz-old', { now: '2026-01-01T00:00:00Z' });
    await publishBuild(root, 'aaa-new', { now: '2026-03-01T00:00:00Z' });
    await publishBuild(root, 'mmm-mid', { now: '2026-02-01T00:00:00Z' });
    expect((await listVersions(root, 'square')).map((info) => info.version)).toEqual(['aaa-new', 'mmm-mid', 'zzz-old']);
    expect(await listVersions(root, 'games')).toEqual([]);
  });

  it('switches current atomically to a published version and refuses an unknown one', async () => {
    const root = tmp();
    await publishBuild(root, 'v1');
    await publishBuild(root, 'v2');
    expect(await readCurrent(root, 'square')).toBeUndefined();
    expect(await setCurrent(root, 'square', 'v1')).toBeUndefined();
    expect(await setCurrent(root, 'square', 'v2')).toBe('v1');
    expect(await readCurrent(root, 'square')).toBe('v2');
    await expect(setCurrent(root, 'square', 'v9')).rejects.toThrow(/no version "v9".*published: v2, v1/);
    expect(await readCurrent(root, 'square')).toBe('v2');
    expect(readdirSync(path.join(root, 'remotes/square')).sort()).toEqual(['current', 'v1', 'v2']);
  });
});

describe('pruning', () => {
  it('keeps the newest N, the current one and every version an environment names; removes the rest with their maps', async () => {
    const root = tmp();
    const versions = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6'];
    for (const [index, version] of versions.entries()) await publishBuild(root, version, { now: `2026-03-0${index + 1}T00:00:00Z` });
    await setCurrent(root, 'square', 'v2');
    const protect = new Map([['square/v1', 'named in prod.json']]);

    const [report] = await prune({ root, keep: 2, protect });

    expect(report).toEqual({
      remote: 'square',
      kept: [
        { version: 'v6', why: ['newest 2'] },
        { version: 'v5', why: ['newest 2'] },
        { version: 'v2', why: ['current'] },
        { version: 'v1', why: ['named in prod.json'] },
      ],
      removed: ['v4', 'v3'],
    });
    expect((await listVersions(root, 'square')).map((info) => info.version)).toEqual(['v6', 'v5', 'v2', 'v1']);
    expect(existsSync(sourceMapsDir(root, 'square', 'v3'))).toBe(false);
    expect(existsSync(sourceMapsDir(root, 'square', 'v1'))).toBe(true);
    expect(await readCurrent(root, 'square')).toBe('v2');
  });

  it('finds the versions an environment file names, wherever they appear', () => {
    const text = JSON.stringify({
      remotes: {
        remote_square: { manifest: '/remotes/square/abc1234-20260301000000/mf-manifest.json' },
        remote_games: {
          manifest: 'https://cdn.example.com/remotes/games/2.4.0/mf-manifest.json',
          canary: { manifest: '/remotes/games/2.5.0-rc.1/mf-manifest.json' },
        },
        remote_reading: { manifest: '/remotes/reading/mf-manifest.json' },
      },
    });
    expect(versionsNamedIn(text)).toEqual([
      { short: 'square', version: 'abc1234-20260301000000' },
      { short: 'games', version: '2.4.0' },
      { short: 'games', version: '2.5.0-rc.1' },
    ]);
  });
});

it('treats source maps and mf-stats.json (and their compressed twins) as private', () => {
  expect(['a.js.map', 'static/css/x.css.map', 'mf-stats.json', 'mf-stats.json.br', 'x.js.map.gz'].every(isPrivateBuildFile)).toBe(true);
  expect(['a.js', 'mf-manifest.json', 'portal-routes.json', 'map.js', 'sitemap.xml'].some(isPrivateBuildFile)).toBe(false);
});
