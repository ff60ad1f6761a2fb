import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish, readCurrent, setCurrent } from '@portal/deploy/store';
import type { PortalEnvironment } from '@portal/shared/types';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, withBulletinDismissed } from '../harness/browser';
import { HOST_DIST, REPO_ROOT, remoteDist } from '../harness/paths';
import { defaultRemotes, type PortalServer, startPortal } from '../harness/portal-server';

/**
 * Versioned deploys (issue 16): the square team deploys a new remote-square version alone
 * (`pnpm deploy:remote`), ops switch the environment to it and back; the host is never touched.
 * And the one-command mode: `pnpm build` while the portal serves answers no request with an error.
 */
const DEPLOY_CLI = path.join(REPO_ROOT, 'tooling/deploy/bin/portal-deploy.mjs');
type Entry = { manifest: string; version: string };

const servers: PortalServer[] = [];
let browser: Browser;
beforeAll(async () => {
  browser = withBulletinDismissed(await launchBrowser());
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
});

/** Jest runs with NODE_ENV=test; the commands run as a developer would run them. */
function commandEnv(deployRoot: string): NodeJS.ProcessEnv {
  const { NODE_ENV: _test, ...env } = process.env;
  return { ...env, DEPLOY_ROOT: deployRoot };
}

/** `pnpm deploy:remote square`: builds remote-square alone and publishes it; returns the entry it prints. */
function deploySquare(deployRoot: string): Entry {
  const run = spawnSync(process.execPath, [DEPLOY_CLI, 'remote', 'square'], {
    cwd: REPO_ROOT,
    env: commandEnv(deployRoot),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`deploy:remote failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  const entry = /"remote_square": (\{.*\})/.exec(run.stdout)?.[1];
  if (!entry) throw new Error(`no environment entry printed:\n${run.stdout}`);
  return JSON.parse(entry) as Entry;
}

/** Every file of the host's build, hashed: "the host untouched" means this does not change. */
function hostDigest(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(HOST_DIST, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(HOST_DIST, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** The square build a page load ran: the inlined environment's label and the folder its entry came from. */
async function squareBuildShown(
  page: Page,
  url: string,
): Promise<{ version: string | undefined; entries: string[]; hostScripts: string[] }> {
  const entries: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (/\/remotes\/square\/.*remoteEntry\.\w+\.js$/.test(request.url())) entries.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(url);
  await page.locator('[data-testid=remote-page][data-remote=remote_square]').waitFor({ timeout: 20000 });
  page.off('request', onRequest);
  const version = await page.evaluate(
    () => (window as unknown as { __PORTAL_ENV__: PortalEnvironment }).__PORTAL_ENV__.remotes.remote_square?.version,
  );
  // The host's own scripts named in its HTML.
  const hostScripts = await page.evaluate(() =>
    [...document.querySelectorAll('script[src][defer]')].map((s) => (s as HTMLScriptElement).src),
  );
  return { version, entries, hostScripts };
}

/** The square label the next page load would get (the inlined environment of a fresh /square). */
async function nextPageLoadSquare(portal: PortalServer): Promise<string | undefined> {
  const html = await (await fetch(`${portal.url}/square`, { headers: { accept: 'text/html' } })).text();
  const inlined = /window\.__PORTAL_ENV__=(.*?)<\/script>/.exec(html)?.[1];
  return inlined ? (JSON.parse(inlined) as PortalEnvironment).remotes.remote_square?.version : undefined;
}

it('a remote-square version deployed alone goes live by an environment switch, the host untouched; rollback is live within 5 s', async () => {
  const deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-e2e-'));
  const before = deploySquare(deployRoot);
  const host = hostDigest();
  const next = deploySquare(deployRoot);
  expect(next.version).not.toBe(before.version);
  expect(next.manifest).toBe(`/remotes/square/${next.version}/mf-manifest.json`);
  // Deploying a remote built and published that remote only.
  expect(hostDigest()).toBe(host);

  const portal = await startPortal({ remotes: { ...defaultRemotes(), remote_square: before }, env: { DEPLOY_ROOT: deployRoot } });
  servers.push(portal);
  const page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();

  const old = await squareBuildShown(page, `${portal.url}/square`);
  expect(old.version).toBe(before.version);
  expect(old.entries.length).toBeGreaterThan(0);
  expect(old.entries.every((entry) => entry.startsWith(`/remotes/square/${before.version}/`))).toBe(true);

  // Ops switch the environment to the new version: the next page load runs it, on the same host files.
  portal.writeRemotes({ ...defaultRemotes(), remote_square: next });
  const switched = await squareBuildShown(page, `${portal.url}/square`);
  expect(switched.version).toBe(next.version);
  expect(switched.entries.length).toBeGreaterThan(0);
  expect(switched.entries.every((entry) => entry.startsWith(`/remotes/square/${next.version}/`))).toBe(true);
  expect(switched.hostScripts).toEqual(old.hostScripts);

  // Rollback: point back. Polled, never slept: the next page load uses it within 5 s.
  portal.writeRemotes({ ...defaultRemotes(), remote_square: before });
  const deadline = Date.now() + 5000;
  let live = await nextPageLoadSquare(portal);
  while (live !== before.version && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    live = await nextPageLoadSquare(portal);
  }
  expect(live).toBe(before.version);
  const rolledBack = await squareBuildShown(page, `${portal.url}/square`);
  expect(rolledBack.version).toBe(before.version);
  expect(rolledBack.entries.every((entry) => entry.startsWith(`/remotes/square/${before.version}/`))).toBe(true);
  expect(rolledBack.hostScripts).toEqual(old.hostScripts);
  await page.context().close();
}, 180_000);

it('answers every request for the square remote while `pnpm build` rebuilds and switches it (one-command mode)', async () => {
  const deployRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-e2e-'));
  // The store's current square is an earlier build (one more file than today's), so the build
  // publishes a new version and switches `current` while the portal serves it.
  const seed = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  fs.cpSync(remoteDist('square'), seed, { recursive: true });
  const routesFile = path.join(seed, 'portal-routes.json');
  fs.writeFileSync(routesFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(routesFile, 'utf8')), version: 'e2e-seed' }));
  fs.writeFileSync(path.join(seed, 'removed-in-next-build.txt'), 'seed');
  await publish({ root: deployRoot, short: 'square', container: 'remote_square', from: seed, version: 'e2e-seed', mode: 'copy' });
  await setCurrent(deployRoot, 'square', 'e2e-seed');

  const portal = await startPortal({ env: { DEPLOY_ROOT: deployRoot } });
  servers.push(portal);
  const base = `${portal.url}/remotes/square/`;
  const failures: string[] = [];
  const labelsSeen = new Set<string>();
  let requests = 0;
  const get = async (file: string) => {
    requests += 1;
    const response = await fetch(base + file);
    if (response.status !== 200) failures.push(`${response.status} ${file}`);
    return response;
  };
  /** What a host does to load the square: manifest, routes, remote entry, every chunk the manifest names. */
  const loadSquare = async () => {
    const manifestResponse = await get('mf-manifest.json');
    if (!manifestResponse.ok) return;
    const manifest = (await manifestResponse.json()) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { assets: { js: { sync: string[] } } }[];
      shared: { assets: { js: { sync: string[] } } }[];
    };
    const routes = await get('portal-routes.json');
    if (routes.ok) labelsSeen.add(((await routes.json()) as { version: string }).version);
    const files = [manifest.metaData.remoteEntry.name, ...[...manifest.exposes, ...manifest.shared].flatMap((item) => item.assets.js.sync)];
    await Promise.all([...new Set(files)].map(async (file) => (await get(file)).arrayBuffer()));
  };

  const started = Date.now();
  const build = spawn('pnpm', ['build'], { cwd: REPO_ROOT, env: commandEnv(deployRoot), stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  build.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exitCode: number | null | undefined;
  let duringBuild = 0;
  const exited = new Promise<void>((resolve) =>
    build.on('exit', (code) => {
      exitCode = code;
      duringBuild = requests;
      resolve();
    }),
  );
  // Poll for as long as the build runs, and until at least 200 requests were made.
  while (exitCode === undefined || requests < 200) await loadSquare();
  await exited;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  await loadSquare();
  process.stdout.write(
    `\n[deploy] ${duringBuild} requests to /remotes/square/ while pnpm build ran (${seconds} s), ${requests} in all: ${failures.length} failed\n`,
  );

  expect({ exitCode, output: exitCode === 0 ? '' : output.join('') }).toEqual({ exitCode: 0, output: '' });
  const published = await readCurrent(deployRoot, 'square');
  expect(published).not.toBe('e2e-seed');
  // The polling spanned the switch: it saw the earlier build and the one `pnpm build` published.
  expect([...labelsSeen].sort()).toEqual([published, 'e2e-seed'].sort());
  expect(requests).toBeGreaterThanOrEqual(200);
  expect(failures).toEqual([]);
}, 300_000);
