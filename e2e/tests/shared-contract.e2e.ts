import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectPageErrors } from '../harness/browser';
import { buildRemoteAgainstShared } from '../harness/bumped-shared-build';
import { freePort } from '../harness/free-port';
import { phoneContext } from '../harness/gestures';
import { HOST_DIST } from '../harness/paths';
import { defaultRemotes } from '../harness/portal-server';
import { startStaticServer, type StaticServer } from '../harness/static-server';
import { usePortalSuite } from '../harness/suite';

/**
 * Contracts between builds: the square's team bumps @portal/shared (a new export) and builds their
 * remote against it, while the host still provides the older @portal/shared. Ops pointing the
 * environment at that build are refused before it goes live (the server compares the build's
 * singletons with the host's): the square keeps its last good build, nobody gets a half-working
 * page, and health says the environment is stale. The host's own refusal at run time — for a
 * host served without this server's check — is the runtime plugin's (shared-contract-plugin.test.ts).
 */
interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
}
const sharedIn = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: ManifestShared[] }).shared;
const hostShared = sharedIn(path.join(HOST_DIST, 'mf-manifest.json')).find((s) => s.name === '@portal/shared');
if (!hostShared) throw new Error('host/dist/mf-manifest.json provides no @portal/shared: run pnpm build');
const [major, minor] = hostShared.version.split('.').map(Number);
/** The next minor: what `pnpm shared:bump` makes of an added export. */
const BUMPED = `${major}.${(minor ?? 0) + 1}.0`;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-square-bumped-'));
let bumped: StaticServer | undefined;
const suite = usePortalSuite({
  remotes: async () => {
    buildRemoteAgainstShared('remote-square', BUMPED, outDir);
    bumped = await startStaticServer(outDir, await freePort());
    return defaultRemotes();
  },
});
afterAll(async () => {
  await bumped?.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
});

it('the bumped build records the version it was built against and asks the host for it', () => {
  const shared = sharedIn(path.join(outDir, 'mf-manifest.json')).find((s) => s.name === '@portal/shared');
  expect(shared).toMatchObject({ version: BUMPED, requiredVersion: `^${BUMPED}` });
});

it('an environment naming a build against a newer @portal/shared is refused: the square keeps its last good build', async () => {
  const live = () =>
    fetch(`${suite.portal.url}/remotes.json`).then((r) => r.json() as Promise<{ remotes: Record<string, { manifest: string }> }>);
  const before = (await live()).remotes.remote_square!.manifest;
  suite.portal.writeRemotes({ ...defaultRemotes(), remote_square: { manifest: `${bumped!.url}/mf-manifest.json` } });

  // The request that notices the change waits for the check: the answer is already the verdict.
  expect((await live()).remotes.remote_square!.manifest).toBe(before);
  const health = (await (await fetch(`${suite.portal.url}/api/health`)).json()) as { data: { environment: { stale: boolean } } };
  expect(health.data.environment.stale).toBe(true);

  // Players see no difference: the square renders from its last good build, by finger.
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${suite.portal.url}/square`);
  await page.locator('[data-testid=remote-page][data-remote=remote_square]').waitFor({ timeout: 20000 });
  expect(await page.locator('[data-testid=remote-unavailable]').count()).toBe(0);
  await page.getByRole('link', { name: '首页' }).first().tap();
  await page.locator('[data-testid=remote-page][data-remote=remote_games] a[href^="/detail/"]').first().waitFor({ timeout: 20000 });
  expect(errors).toEqual([]);
  await context.close();
});
