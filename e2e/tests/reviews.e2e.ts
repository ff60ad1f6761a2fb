import type { BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope, GameListResult, GameRating, GameSummary, LoginResult } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 18 at 375 px with touch, against the real server: a player downloads a free game, rates
 * and reviews it with the star input, and the detail page's score and distribution show the new
 * rating; the 排行榜, reached from the home page, switches its charts with taps. Real taps only;
 * the test waits for what the page shows, never for a duration.
 */
const suite = usePortalSuite();
const DOWNLOAD_HOST = /download\.xgame\.example\.com/;

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function phoneAs(account: LoginResult | null): Promise<{ page: Page; errors: string[] }> {
  const context = await phoneContext(suite.browser);
  contexts.push(context);
  const page = await context.newPage();
  if (account) await seedAccount(page, account);
  return { page, errors: collectPageErrors(page) };
}

async function rating(gameId: number): Promise<GameRating> {
  const response = await fetch(`${suite.portal.url}/api/v1/game/${gameId}/rating`);
  return ((await response.json()) as ApiEnvelope<GameRating>).data;
}

/** A free Android game nobody has rated yet (the demo reviews cover the first games only). */
async function unratedFreeGame(): Promise<GameSummary> {
  for (let page = 1; page <= 5; page += 1) {
    const list = await api<GameListResult>(suite.portal.url, '/web/game/list', { page, pageSize: 50, sort: 'new' });
    for (const game of list.items.filter((g) => g.onlineType === 0 && g.isAndroid)) {
      if ((await rating(game.id)).count === 0) return game;
    }
  }
  throw new Error('the demo catalogue has no unrated free Android game');
}

it('downloads a game, rates and reviews it with taps, and the detail page shows the new score', async () => {
  const player = await registerAccount(suite.portal.url);
  const game = await unratedFreeGame();
  const { page, errors } = await phoneAs(player);
  const downloads: string[] = [];
  await page.route(DOWNLOAD_HOST, (route) => {
    downloads.push(route.request().url());
    return route.fulfill({ status: 200, headers: { 'content-type': 'application/vnd.android.package-archive' }, body: 'apk' });
  });

  await page.goto(`${suite.portal.url}/detail/${game.id}`);
  const summary = page.locator('[data-testid=rating-summary]');
  await summary.locator('[data-testid=score-count]').waitFor();
  expect(await summary.locator('[data-testid=score-count]').innerText()).toBe('0 人评分');

  // Before the download the form does not open: the player is told why.
  await summary.locator('[data-testid=write-review]').tap();
  await page.getByText('下载过该游戏后才能评价').first().waitFor();
  expect(await page.locator('[data-testid=review-form]').count()).toBe(0);

  await page.locator('[data-testid=download-android]').tap();
  await eventually(() => downloads.length, 1);

  await summary.locator('[data-testid=write-review]').tap();
  const form = page.locator('[data-testid=review-form]');
  await form.waitFor();
  await form.locator('[data-testid=star-4]').tap();
  expect(await form.locator('[data-testid=star-4]').getAttribute('aria-checked')).toBe('true');
  const text = `画面很好，操作流畅 ${Date.now().toString(36)}`;
  await form.locator('[data-testid=review-input]').fill(text);
  await page.locator('[data-testid=review-submit]').tap();
  await form.waitFor({ state: 'detached' });

  // The score block reads the new rating: 4.0 from one player, one 4-star bar; the review is listed.
  await summary.locator('[data-testid=score-count]', { hasText: '1 人评分' }).waitFor();
  expect(await summary.locator('[data-testid=score-value]').innerText()).toBe('4.0');
  expect(await summary.locator('[data-testid=stars-4-count]').innerText()).toBe('1');
  await summary.locator('[data-testid=review-text]', { hasText: text }).waitFor();
  expect((await rating(game.id)).count).toBe(1);

  // Editing: the button now edits the one review.
  expect(await summary.locator('[data-testid=write-review]').innerText()).toBe('修改我的评价');
  await summary.locator('[data-testid=all-reviews]').tap();
  await page.waitForURL((url) => url.pathname === `/game/${game.id}/reviews`);
  await page.locator('[data-testid=review-list] [data-testid=review-text]', { hasText: text }).waitFor();
  expect(errors).toEqual([]);
});

it('reaches 排行榜 from the home page and switches its charts with taps', async () => {
  const { page, errors } = await phoneAs(null);
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=rank-entry]').tap();
  await page.waitForURL((url) => url.pathname === '/rank');
  await page.locator('[data-testid=rank-list][data-chart=hot] [data-testid=game-card]').first().waitFor();
  expect(await page.locator('[data-testid=rank-tab-hot]').getAttribute('aria-selected')).toBe('true');

  for (const chart of ['top', 'new', 'hot'] as const) {
    await page.locator(`[data-testid=rank-tab-${chart}]`).tap();
    await page.locator(`[data-testid=rank-list][data-chart=${chart}] [data-testid=game-card]`).first().waitFor();
    expect(await page.locator(`[data-testid=rank-tab-${chart}]`).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('chart')).toBe(chart === 'hot' ? null : chart);
  }
  // 预约 ranks the demo's upcoming games by their reservations.
  await page.locator('[data-testid=rank-tab-reserve]').tap();
  await page.locator('[data-testid=rank-list][data-chart=reserve] [data-testid=game-card]').first().waitFor();
  // The first ranked card opens its game.
  await page.locator('[data-testid=rank-tab-top]').tap();
  const first = page.locator('[data-testid=rank-list][data-chart=top] [data-testid=game-card]').first();
  const id = await first.getAttribute('data-game-id');
  await first.tap();
  await page.waitForURL((url) => url.pathname === `/detail/${id}`);
  expect(errors).toEqual([]);
});
