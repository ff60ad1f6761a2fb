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
  // Which origin served the games remote's entry: the build the page runs (players never see a label).
  let entries: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.\w+\.js$/.test(request.url())) entries.push(request.url());
  });
  const portalGamesEntry = (url: string) => url.startsWith(`${suite.portal.url}/remotes/games/`);
  const home = page.locator('[data-testid=remote-page][data-remote=remote_games]');

  await page.goto(`${suite.portal.url}/`);
  await home.waitFor();
  expect(entries.some(portalGamesEntry)).toBe(true);
  const scriptsBefore = await hostScripts();

  // Ops point remote_games at the canary build, naming no version: the label comes from that build.
  suite.portal.writeRemotes({ ...defaultRemotes(), remote_games: { manifest: `${canary.url}/mf-manifest.json` } });
  entries = [];
  await page.reload();
  await home.waitFor();
  expect(entries.some((url) => url.startsWith(`${canary.url}/`))).toBe(true);
  expect(entries.some(portalGamesEntry)).toBe(false);
  expect(await hostScripts()).toEqual(scriptsBefore);

  // The ops view of which build is live: the effective environment carries the build's own label.
  const served = (await (await fetch(`${suite.portal.url}/remotes.json`)).json()) as {
    remotes: Record<string, { manifest: string; version?: string }>;
  };
  expect(served.remotes.remote_games?.manifest).toBe(`${canary.url}/mf-manifest.json`);
  expect(served.remotes.remote_games?.version).toBe(CANARY_LABEL);
  await page.close();
});
