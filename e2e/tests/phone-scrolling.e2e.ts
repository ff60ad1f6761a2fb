import type { Page } from 'playwright-core';
import { accountWithMessages } from '../harness/accounts';
import { seedAccount } from '../harness/browser';
import { firstGameDetailPath } from '../harness/catalogue';
import { eventually } from '../harness/eventually';
import { desktopContext, phoneContext, scrollY, swipe, swipeUp, wheelDown } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 9: every list scrolls by a finger swipe on a phone and by the mouse wheel on a desktop
 * (the pull-to-refresh wrapper used to swallow both), infinite loading is reached by swiping, and
 * pull-to-refresh still works at the top. Real input only: CDP touch events and the mouse wheel.
 */
const suite = usePortalSuite();

interface Scrollable {
  path: string;
  /** What shows once the page has its content (a short page cannot scroll). */
  ready: string;
  login?: boolean;
}

let detailPath = '';
let account: Awaited<ReturnType<typeof accountWithMessages>>;
const pages = (): Scrollable[] => [
  { path: '/', ready: '[data-testid=game-card]' },
  { path: '/games', ready: '[data-testid=game-card]' },
  { path: '/games/rpg', ready: '[data-testid=game-card]' },
  { path: '/welfare', ready: '[data-testid=gift-claim]' },
  { path: detailPath, ready: '[data-testid=game-detail]' },
  { path: '/message', ready: '[data-testid=message-list] li', login: true },
];

beforeAll(async () => {
  detailPath = await firstGameDetailPath(suite.portal.url);
  // Sixteen receipts + the welcome: a message list longer than a phone screen.
  account = await accountWithMessages(suite.portal.url, 16);
});

async function open(page: Page, target: Scrollable): Promise<void> {
  if (target.login) await seedAccount(page, account);
  await page.goto(`${suite.portal.url}${target.path}`);
  await page.locator(target.ready).first().waitFor();
  expect(await scrollY(page)).toBe(0);
}

describe('at 375 px with touch, a finger swipe scrolls', () => {
  it.each(['/', '/games', '/games/rpg', '/welfare', 'detail', '/message'])('%s', async (name) => {
    const target = pages().find((p) => p.path === name || (name === 'detail' && p.path === detailPath))!;
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await open(page, target);
    await swipeUp(page, 450);
    await eventually(async () => (await scrollY(page)) > 150, true);
    await context.close();
  });

  it('reaches infinite loading on /games: swiping down the list brings more games', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await open(page, { path: '/games', ready: '[data-testid=game-card]' });
    const cards = page.locator('[data-testid=game-card]');
    const first = await cards.count();
    // Keep swiping until the list has grown: a player reaching the end of the first page.
    for (let attempt = 0; attempt < 30 && (await cards.count()) <= first; attempt += 1) await swipeUp(page, 600);
    expect(await cards.count()).toBeGreaterThan(first);
    await context.close();
  });

  it('pull-to-refresh still works at the top of /games: pulling down shows its states and asks again', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await open(page, { path: '/games', ready: '[data-testid=game-card]' });
    const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/web/game/list'));
    await swipe(page, { x: 180, y: 260 }, 220, 16);
    await refreshed;
    await page.locator('[data-pull-status=success], [data-pull-status=normal]').first().waitFor();
    expect(await scrollY(page)).toBe(0);
    await context.close();
  });
});

describe('at 1280 px, the mouse wheel scrolls', () => {
  it.each(['/', '/games', '/games/rpg', '/welfare', 'detail', '/message'])('%s', async (name) => {
    const target = pages().find((p) => p.path === name || (name === 'detail' && p.path === detailPath))!;
    const context = await desktopContext(suite.browser);
    const page = await context.newPage();
    await open(page, target);
    await wheelDown(page, 600);
    await eventually(async () => (await scrollY(page)) > 150, true);
    await context.close();
  });
});
