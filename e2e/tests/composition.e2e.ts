import { freePort } from '../harness/free-port';
import { CANARY_DIST, CANARY_LABEL } from '../harness/paths';
import { defaultRemotes } from '../harness/portal-server';
import { startStaticServer, type StaticServer } from '../harness/static-server';
import { usePortalSuite } from '../harness/suite';

/**
 * Ops compose an environment by editing `remotes.json`: pointing remote_games at a second build
 * shows that build after a reload, and the host was not rebuilt (the same host files are served).
 */
const suite = usePortalSuite();
let canary: StaticServer;

beforeAll(async () => {
  canary = await startStaticServer(CANARY_DIST, await freePort());
});
afterAll(async () => {
  await canary?.stop();
});

it('a changed environment manifest switches a remote to another build without rebuilding the host', async () => {
  const page = await suite.browser.newPage();
  const hostScripts = async () =>
    // The host's scripts named in its HTML (lazy chunks come and go with what a page shows).
    page.evaluate(() => [...document.querySelectorAll('script[src][defer]')].map((s) => (s as HTMLScriptElement).src));

  await page.goto(`${suite.portal.url}/`);
  const build = page.locator('[data-testid=remote-build]');
  await build.waitFor();
  const firstLabel = await build.textContent();
  expect(firstLabel).not.toBe(CANARY_LABEL);
  const scriptsBefore = await hostScripts();

  suite.portal.writeRemotes({ ...defaultRemotes(), remote_games: { manifest: `${canary.url}/mf-manifest.json`, version: CANARY_LABEL } });
  await page.reload();
  await build.waitFor();
  expect(await build.textContent()).toBe(CANARY_LABEL);
  expect(await hostScripts()).toEqual(scriptsBefore);

  const served = (await (await fetch(`${suite.portal.url}/remotes.json`)).json()) as { remotes: Record<string, { manifest: string }> };
  expect(served.remotes.remote_games?.manifest).toBe(`${canary.url}/mf-manifest.json`);
  await page.close();
});
