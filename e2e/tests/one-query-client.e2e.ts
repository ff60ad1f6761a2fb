import type { GameListResult, UserProfile } from '@portal/shared/types';
import type { Page } from 'playwright-core';
import { accountWithMessages } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { loadedShareCopies } from '../harness/federation';
import { usePortalSuite } from '../harness/suite';

/**
 * One data idiom: the remotes share ONE TanStack QueryClient (the `@portal/shared/query`
 * singleton), react-query stays out of the host's first load, and a purchase made from one
 * remote's page updates, without a reload, the balance in the header and what another remote shows.
 */
const suite = usePortalSuite();

/** Moves the host's router the way a link does: no document load. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The digits of the first match (a sign is not read). */
const number = async (page: Page, selector: string) => Number((await page.locator(selector).first().textContent())?.replace(/\D/g, ''));

it('the host’s first load has no react-query', async () => {
  const html = await (await fetch(`${suite.portal.url}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const code = await (await fetch(new URL(src, suite.portal.url))).text();
    // react-query's own error text, present in any bundle that carries it.
    expect(code.includes('No QueryClient set')).toBe(false);
  }
});

it('one QueryClient across remotes: a purchase in remote_games updates the header and remote_account without a reload', async () => {
  // One sandbox recharge: enough X钻 for a cheap paid game.
  const account = await accountWithMessages(suite.portal.url, 1);
  const me = await api<UserProfile>(suite.portal.url, '/user/center/me', {}, account.token);
  const pages = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => api<GameListResult>(suite.portal.url, '/web/game/list', { page: n, pageSize: 50 })),
  );
  const game = pages
    .flatMap((p) => p.items)
    .filter((g) => g.onlineType !== 0 && g.isAndroid && g.buyAmount > 0 && g.buyAmount <= me.coinNum)
    .sort((a, b) => a.buyAmount - b.buyAmount)[0];
  if (!game) throw new Error(`no paid Android game costs at most ${me.coinNum} X钻`);

  const page = await suite.browser.newPage();
  const errors = collectPageErrors(page);
  await seedAccount(page, account);
  await page.route(/download\.xgame\.example\.com/, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/vnd.android.package-archive', 'content-disposition': 'attachment; filename="g.apk"' },
      body: 'apk',
    }),
  );

  // remote_account first: its ledger (one recharge) is now in the page's QueryClient cache.
  await page.goto(`${suite.portal.url}/recharge`);
  await page.locator('[data-testid=coin-ledger-item]').first().waitFor();
  expect(await page.locator('[data-testid=coin-ledger-item]').count()).toBe(1);
  await eventually(() => number(page, '[data-testid=recharge-balance]'), me.coinNum);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  // remote_games, in the same document: buy the game through the host's purchase dialog.
  await goInApp(page, `/detail/${game.id}`);
  await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
  await page.locator('.pg-download[data-access=paid]').waitFor();
  await page.locator('[data-testid=download-android]').click();
  await page.locator('[data-testid=purchase-dialog]').waitFor();
  const downloaded = page.waitForRequest(/download\.xgame\.example\.com/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await downloaded;

  const after = me.coinNum - game.buyAmount;
  // The header reads the balance from the auth store, which the purchase refreshed.
  await eventually(() => number(page, '[data-testid=header-coins]'), after);
  // The game's own detail query (same client) was invalidated by the balance change: now owned.
  await page.locator('.pg-download[data-access=owned]').waitFor();

  // Share scope: exactly one react-query and one @portal/shared/query, used by both remotes.
  const copies = await loadedShareCopies(page);
  for (const pkg of ['@tanstack/react-query', '@portal/shared/query', '@portal/shared']) expect(copies[pkg]).toBe(1);

  // Back to remote_account through the header's balance link: the cached ledger was invalidated
  // by the purchase made in the other remote, so it shows the purchase (fresh data would otherwise
  // be served from the cache for a minute), and the balance follows.
  await page.locator('[data-testid=header-coins]').click();
  await page.locator('[data-testid=recharge-page]').waitFor();
  await eventually(() => page.locator('[data-testid=coin-ledger-item]').count(), 2);
  // The newest entry is the purchase (shown as −price).
  await eventually(() => number(page, '[data-testid=coin-ledger-item] .is-minus'), game.buyAmount);
  await eventually(() => number(page, '[data-testid=recharge-balance]'), after);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
