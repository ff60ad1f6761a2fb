import type { Page } from 'playwright-core';
import { GAME_CATEGORIES, type GameListResult, type GameSummary, type GiftPack, type LoginResult } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { usePortalSuite } from '../harness/suite';

/**
 * The player's games journeys on the seeded demo catalogue: category previews in the header,
 * list → detail → free download, paid downloads (logged out, enough diamonds, too few), and a
 * gift code claimed and copied.
 */
const suite = usePortalSuite();
const DOWNLOAD_HOST = /download\.xgame\.example\.com/;

async function games(filter: (g: GameSummary) => boolean): Promise<GameSummary[]> {
  const found: GameSummary[] = [];
  for (let page = 1; page <= 10 && found.length < 5; page += 1) {
    const list = await api<GameListResult>(suite.portal.url, '/web/game/list', { page, pageSize: 50, sort: 'hot' });
    found.push(...list.items.filter(filter));
    if (list.items.length < 50) break;
  }
  if (!found.length) throw new Error('the demo catalogue has no such game');
  return found;
}

/** Download links lead off this machine: answer them here as a file would be answered. */
async function catchDownloads(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(DOWNLOAD_HOST, (route) => {
    seen.push(route.request().url());
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/vnd.android.package-archive', 'content-disposition': 'attachment; filename="game.apk"' },
      body: 'apk',
    });
  });
  return seen;
}

async function coins(page: Page): Promise<number> {
  const text = await page.locator('[data-testid=header-coins]').textContent();
  return Number(text?.replace(/\D/g, ''));
}

it('hovering a category in the discover menu shows four of its games', async () => {
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${suite.portal.url}/`);
  // Hover once the page is interactive (React has attached the header's handlers).
  await page.locator('[data-testid=remote-page]').waitFor();
  await page.locator('[data-testid=discover-trigger]').hover();
  await page.locator('[data-testid=discover-panel]').waitFor();
  await page.locator('[data-testid=discover-category][data-category=card]').hover();
  await page.locator('[data-testid=discover-preview][data-category=card] [data-testid=discover-game]').nth(3).waitFor();
  expect(await page.locator('[data-testid=discover-game]').count()).toBe(4);
  await page.locator('[data-testid=discover-all]').click();
  await page.waitForURL((url) => url.pathname === '/games/card');
  await page.close();
});

it('list → detail → a free game downloads at once, without any dialog', async () => {
  const [free] = await games((g) => g.onlineType === 0 && g.isAndroid);
  const slug = GAME_CATEGORIES.find((c) => c.id === free!.categoryId)!.slug;
  const page = await suite.browser.newPage();
  const errors = collectPageErrors(page);
  const downloads = await catchDownloads(page);
  await page.goto(`${suite.portal.url}/games/${slug}`);
  await page.locator(`[data-testid=game-card][data-game-id="${free!.id}"]`).first().click();
  await page.locator('[data-testid=game-detail]').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/detail/${free!.id}`);
  await page.locator('[data-testid=download-android]').click();
  await eventually(() => downloads.length, 1);
  expect(downloads[0]).toContain(`/${free!.id}/`);
  expect(await page.locator('[data-testid=purchase-dialog]').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

it('a paid download while logged out goes to login', async () => {
  const [paid] = await games((g) => g.onlineType !== 0 && g.isAndroid);
  const page = await suite.browser.newPage();
  await page.goto(`${suite.portal.url}/detail/${paid!.id}`);
  await page.locator('[data-testid=download-android]').click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/detail/${paid!.id}`);
  await page.close();
});

it('a paid download with enough diamonds charges once; the balance in the header drops; the next download is free', async () => {
  const demo = await api<LoginResult>(suite.portal.url, '/user/login', { loginName: 'demo', password: 'demo1234' });
  const [paid] = await games((g) => g.onlineType !== 0 && g.isAndroid && g.buyAmount <= 100);
  const page = await suite.browser.newPage();
  await seedAccount(page, demo);
  const downloads = await catchDownloads(page);
  await page.goto(`${suite.portal.url}/detail/${paid!.id}`);
  await page.locator('[data-testid=header-coins]').waitFor();
  const before = await coins(page);
  await page.locator('[data-testid=download-android]').click();
  await page.locator('[data-testid=purchase-dialog]').waitFor();
  expect(await page.locator('[data-testid=purchase-price]').textContent()).toBe(String(paid!.buyAmount));
  await page.getByRole('button', { name: '确认支付' }).click();
  await eventually(() => downloads.length, 1);
  await eventually(() => coins(page), before - paid!.buyAmount);

  // Owned now: the next download opens no dialog and charges nothing.
  await page.reload();
  await page.locator('[data-testid=download-android]').click();
  await eventually(() => downloads.length, 2);
  expect(await page.locator('[data-testid=purchase-dialog]').count()).toBe(0);
  await page.reload();
  await page.locator('[data-testid=header-coins]').waitFor();
  expect(await coins(page)).toBe(before - paid!.buyAmount);
  await page.close();
});

it('too few diamonds: the insufficient-balance dialog, and 充值 goes to recharge', async () => {
  const account = await registerAccount(suite.portal.url);
  const [paid] = await games((g) => g.onlineType !== 0 && g.isAndroid);
  const page = await suite.browser.newPage();
  await seedAccount(page, account);
  const downloads = await catchDownloads(page);
  await page.goto(`${suite.portal.url}/detail/${paid!.id}`);
  await page.locator('[data-testid=download-android]').click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByText('当前X钻余额不足！').waitFor();
  await page.getByText('当前余额不足，请您充值后继续使用').waitFor();
  await page.getByRole('button', { name: '充值' }).click();
  await page.waitForURL((url) => url.pathname === '/recharge');
  expect(downloads).toEqual([]);
  await page.close();
});

it('claims a gift code and copies it: 复制成功', async () => {
  const account = await registerAccount(suite.portal.url);
  let target: { gameId: number; pack: GiftPack } | undefined;
  for (const game of await games(() => true)) {
    const packs = await api<GiftPack[]>(suite.portal.url, '/web/game/detail/giftlist', { appID: game.id });
    const pack = packs.find((p) => p.remaining > 0 && (!p.expiresAt || Date.parse(p.expiresAt) > Date.now()));
    if (pack) {
      target = { gameId: game.id, pack };
      break;
    }
  }
  expect(target).toBeDefined();
  const context = await suite.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.portal.url });
  const page = await context.newPage();
  await seedAccount(page, account);
  await page.goto(`${suite.portal.url}/detail/${target!.gameId}`);
  await page.locator(`[data-testid=gift-claim][data-gift-id="${target!.pack.id}"]`).click();
  const code = page.locator('[data-testid=gift-code]').first();
  await code.waitFor();
  const claimed = (await code.textContent())?.trim() ?? '';
  expect(claimed).toMatch(/^[A-Z0-9]{6,}$/);
  await page.locator('[data-testid=gift-copy]').first().click();
  await page.getByText('复制成功').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(claimed);
  await context.close();
});
