import type { Page } from 'playwright-core';
import { collectPageErrors } from '../harness/browser';
import { freePort } from '../harness/free-port';
import { remoteDist } from '../harness/paths';
import { defaultRemotes } from '../harness/portal-server';
import { startStaticServer, type StaticServer } from '../harness/static-server';
import { usePortalSuite } from '../harness/suite';

/**
 * A remote that is down, missing, slow or broken never takes the portal down: its routes show
 * "该模块暂时不可用" with a retry, everything else works, and retry succeeds once it is back.
 */
let gamesServer: StaticServer | undefined;
let gamesPort: number;
// remote_games is served by its own server, which the tests stop and restart.
const suite = usePortalSuite({
  remotes: async () => {
    gamesPort = await freePort();
    gamesServer = await startStaticServer(remoteDist('games'), gamesPort);
    return { ...defaultRemotes(), remote_games: { manifest: `${gamesServer.url}/mf-manifest.json` } };
  },
});
afterAll(async () => {
  await gamesServer?.stop();
});

/** The header of the failed route still works and takes the user into another remote. */
async function expectRestOfPortalWorks(page: Page): Promise<void> {
  await page.getByRole('link', { name: '关于我们' }).click();
  await page.locator('[data-testid=remote-page][data-remote=remote_account]').waitFor();
  await page.getByRole('button', { name: /返回/ }).click();
}

describe('a remote that fails', () => {
  it('renders normally while its own server is up', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.portal.url}/games`);
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
    await page.close();
  });

  it('is down: its route shows the fallback, the rest works, and retry renders it once it is back', async () => {
    await gamesServer?.stop();
    gamesServer = undefined;
    const page = await suite.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${suite.portal.url}/games`);
    const fallback = page.locator('[data-testid=remote-unavailable]');
    await fallback.waitFor({ timeout: 20000 });
    expect(await fallback.textContent()).toContain('该模块暂时不可用');
    expect(await page.locator('[data-testid=header]').count()).toBe(1);

    await expectRestOfPortalWorks(page);
    await fallback.waitFor({ timeout: 20000 });
    expect(new URL(page.url()).pathname).toBe('/games');
    gamesServer = await startStaticServer(remoteDist('games'), gamesPort);
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor({ timeout: 20000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers 404 for its manifest: fallback, then retry after the file is back', async () => {
    const page = await suite.browser.newPage();
    let missing = true;
    await page.route('**/mf-manifest.json', (route) =>
      missing && route.request().url().includes(`:${gamesPort}/`) ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.goto(`${suite.portal.url}/games`);
    await page.locator('[data-testid=remote-unavailable]').waitFor({ timeout: 20000 });
    missing = false;
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor({ timeout: 20000 });
    await page.close();
  });

  it('is too slow: after the load timeout its route shows the fallback, and retry renders it', async () => {
    const page = await suite.browser.newPage();
    let slow = true;
    await page.route(/remoteEntry\.[0-9a-f]+\.js$/, async (route) => {
      if (slow && route.request().url().includes(`:${gamesPort}/`)) {
        await new Promise((r) => setTimeout(r, 15000));
      }
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.portal.url}/games`);
    await page.locator('[data-testid=page-loading]').waitFor();
    await page.locator('[data-testid=remote-unavailable]').waitFor({ timeout: 20000 });
    slow = false;
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor({ timeout: 20000 });
    await page.close();
  }, 60000);

  it('is pointed at a dead port by an environment edit: the edit is refused, the last good build stays live', async () => {
    const dead = await freePort();
    const liveBefore = (await (await fetch(`${suite.portal.url}/remotes.json`)).json()) as {
      remotes: Record<string, { manifest: string }>;
    };
    suite.portal.writeRemotes({ ...defaultRemotes(), remote_games: { manifest: `http://127.0.0.1:${dead}/mf-manifest.json` } });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.portal.url}/games`);
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor({ timeout: 20000 });
    const live = (await (await fetch(`${suite.portal.url}/remotes.json`)).json()) as { remotes: Record<string, { manifest: string }> };
    expect(live.remotes.remote_games?.manifest).toBe(liveBefore.remotes.remote_games?.manifest);
    const health = (await (await fetch(`${suite.portal.url}/api/health`)).json()) as { data: { environment: { stale: boolean } } };
    expect(health.data.environment.stale).toBe(true);
    await page.close();
  });
});
