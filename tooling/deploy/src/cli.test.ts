import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CliContext, main } from './cli';
import { listVersions, publish, readCurrent } from './store';

const repoRoot = path.resolve(__dirname, '../../..');

function context(env: NodeJS.ProcessEnv = {}): CliContext & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { repoRoot, env, out: (line) => lines.push(line), err: (line) => errors.push(line), lines, errors };
}

async function storeWith(versions: string[]): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
  for (const [index, version] of versions.entries()) {
    const from = mkdtempSync(path.join(os.tmpdir(), 'portal-cli-build-'));
    writeFileSync(path.join(from, 'mf-manifest.json'), JSON.stringify({ name: 'remote_square' }));
    writeFileSync(path.join(from, 'portal-routes.json'), JSON.stringify({ name: 'remote_square', version, routes: [] }));
    mkdirSync(path.join(from, 'static'));
    writeFileSync(path.join(from, 'static', `page.${index}0000000.js`), version);
    await publish({
      root,
      short: 'square',
      container: 'remote_square',
      from,
      version,
      mode: 'copy',
      now: new Date(Date.UTC(2026, 2, index + 1)),
    });
  }
  return root;
}

describe('pnpm deploy:current', () => {
  it('moves the one-command pointer of a remote named in any of its three spellings', async () => {
    const root = await storeWith(['v1', 'v2']);
    const ctx = context({ DEPLOY_ROOT: root });
    expect(await main(['current', 'square', 'v2'], ctx)).toBe(0);
    expect(await main(['current', 'remote_square', 'v1', '--root', root], context())).toBe(0);
    expect(await main(['current', 'remote-square', 'v2'], ctx)).toBe(0);
    expect(ctx.lines).toEqual(['remote_square: /remotes/square/ now serves v2', 'remote_square: /remotes/square/ now serves v2 (was v1)']);
    expect(await readCurrent(root, 'square')).toBe('v2');
  });

  it('refuses an unknown remote or version, saying what exists', async () => {
    const root = await storeWith(['v1']);
    const ctx = context({ DEPLOY_ROOT: root });
    expect(await main(['current', 'shop', 'v1'], ctx)).toBe(1);
    expect(await main(['current', 'square', 'v7'], ctx)).toBe(1);
    expect(ctx.errors).toEqual([
      'deploy: unknown remote "shop"; one of: games, square, account, reading',
      expect.stringMatching(/^deploy: square has no version "v7" in .*; published: v1$/),
    ]);
  });
});

describe('pnpm deploy:prune', () => {
  it('keeps the newest N, current and the versions each --env file names, and prints what it removed and kept', async () => {
    const root = await storeWith(['v1', 'v2', 'v3', 'v4', 'v5']);
    await main(['current', 'square', 'v1', '--root', root], context());
    const env = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-cli-env-')), 'prod.json');
    writeFileSync(
      env,
      JSON.stringify({ remotes: { remote_square: { manifest: 'https://cdn.example.com/remotes/square/v2/mf-manifest.json' } } }),
    );
    const ctx = context({ DEPLOY_ROOT: root });

    expect(await main(['prune', '--keep', '1', '--env', env], ctx)).toBe(0);

    expect(ctx.lines).toEqual([`square: kept v5 (newest 1), v2 (named in ${env}), v1 (current); removed v4, v3`]);
    expect((await listVersions(root, 'square')).map((info) => info.version)).toEqual(['v5', 'v2', 'v1']);
  });

  it('also protects the versions named by REMOTES_FILE, and refuses to prune blind past an unreadable --env file', async () => {
    const root = await storeWith(['v1', 'v2']);
    const remotesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-cli-env-')), 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ remotes: { remote_square: { manifest: '/remotes/square/v1/mf-manifest.json' } } }));
    const ctx = context({ DEPLOY_ROOT: root, REMOTES_FILE: remotesFile });
    expect(await main(['prune', '--keep', '0', '--env', '/no/such/env.json'], ctx)).toBe(1);
    expect(ctx.errors[0]).toMatch(/cannot read environment file \/no\/such\/env\.json/);
    expect((await listVersions(root, 'square')).length).toBe(2);

    expect(await main(['prune', '--keep', '0'], ctx)).toBe(0);
    expect((await listVersions(root, 'square')).map((info) => info.version)).toEqual(['v1']);
  });
});
