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
 * Contracts between builds: the square's team bumps @portal/shared (a new export), builds their
 * remote against it and ops point the environment at that build while the host still provides the
 * older @portal/shared. Loading the square must end in the host's fallback for that remote, never
 * a half-working page, and the rest of the portal must not notice.
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
    return { ...defaultRemotes(), remote_square: { manifest: `${bumped.url}/mf-manifest.json` } };
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

it('a remote built against a newer @portal/shared than the host provides shows its fallback, and the rest of the portal works', async () => {
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${suite.portal.url}/square`);

  const fallback = page.locator('[data-testid=remote-unavailable]');
  await fallback.waitFor({ timeout: 20000 });
  expect(await fallback.textContent()).toContain('该模块暂时不可用');
  expect(await page.locator('[data-testid=remote-page][data-remote=remote_square]').count()).toBe(0);
  // Why, for whoever debugs it (and the load error the host reports): both versions, by name.
  const reason = await fallback.locator('[data-remote=remote_square]').getAttribute('title');
  expect(reason).toContain(`@portal/shared ^${BUMPED} (the host has ${hostShared.version})`);
  // Refused on its manifest: none of the remote's code ran, so it registered nothing another remote
  // could pick up. (With the singletons' strictVersion alone the fallback showed too, but the
  // square's entry had run and its query client, handed to the games remote, kept home from rendering.)
  expect(await page.evaluate(() => 'remote_square' in window)).toBe(false);
  await page.screenshot({ path: path.join(os.tmpdir(), 'shared-contract-fallback-375.png') });

  // The way out works by finger, and another remote renders its data with the page's one query client.
  await page.getByRole('link', { name: '返回首页' }).tap();
  await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor({ timeout: 20000 });
  await page.locator('[data-testid=remote-page][data-remote=remote_games] a[href^="/detail/"]').first().waitFor({ timeout: 20000 });
  expect(errors).toEqual([]);
  await context.close();
});
