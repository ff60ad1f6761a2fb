import type { Locator, Page } from 'playwright-core';

/**
 * How a player moves around the portal on a phone while one remote is broken: real taps on what
 * the page shows (the tab bar, the simple layout's back button, 返回首页, the user centre's
 * entries), never a reload and never a URL typed in. The portal's own links decide which route
 * of each remote is reachable, so each remote has one entrance here.
 */
export const remotePage = (page: Page, container: string): Locator => page.locator(`[data-testid=remote-page][data-remote=${container}]`);

export const unavailable = (page: Page): Locator => page.locator('[data-testid=remote-unavailable]');

const tabBar = (page: Page) => page.locator('[data-testid=tab-bar]');
const header = (page: Page) => page.locator('[data-testid=header]');
const tab = (page: Page, label: string) => tabBar(page).getByRole('link', { name: label, exact: true });

/** Generous: the machine is shared and a broken remote is retried a few times before its fallback. */
export const SHOWN_WITHIN_MS = 60_000;

/** Waits for a remote's page to be on screen with something in it. */
export async function expectRendered(page: Page, container: string): Promise<void> {
  const rendered = remotePage(page, container);
  await rendered.waitFor({ timeout: SHOWN_WITHIN_MS });
  await page.waitForFunction(
    (selector) => (document.querySelector(selector)?.textContent ?? '').trim().length > 0,
    `[data-testid=remote-page][data-remote=${container}]`,
    { timeout: SHOWN_WITHIN_MS },
  );
}

/**
 * Back to a page with the tab bar: the simple layout's back button, 返回首页 (a fallback, a
 * standalone page), or a standalone page's own 返回 — whichever the page shows.
 */
async function toTabBar(page: Page): Promise<void> {
  if (await tabBar(page).isVisible()) return;
  const back = page
    .locator('[data-testid=back-button]')
    .or(page.getByRole('link', { name: '返回首页' }))
    .or(page.getByRole('button', { name: '返回', exact: true }));
  await back.first().tap();
  await tabBar(page).waitFor({ timeout: SHOWN_WITHIN_MS });
}

type Entrance = (page: Page, broken: string) => Promise<void>;

/** The one entrance into each remote a phone user has; `broken` is the remote currently failing. */
const ENTRANCES: Record<string, { path: string | ((broken: string) => string); enter: Entrance }> = {
  remote_games: {
    path: '/',
    // The header's logo where the page has a header (it must keep working), else the tab.
    enter: async (page) => {
      const logo = header(page).getByTestId('header-logo');
      await ((await logo.isVisible()) ? logo : tab(page, '首页')).tap();
    },
  },
  remote_square: { path: '/square', enter: (page) => tab(page, '社区').tap() },
  remote_account: { path: '/user', enter: (page) => tab(page, '我的').tap() },
  remote_reading: {
    path: (broken) => (broken === 'remote_account' ? '/animate' : '/subscriblist'),
    enter: async (page, broken) => {
      if (broken !== 'remote_account') {
        // 我的 → 我的书架, the way a phone user reaches the books they follow.
        await tab(page, '我的').tap();
        await expectRendered(page, 'remote_account');
        await page.getByRole('link', { name: /我的书架/ }).tap();
        return;
      }
      // The user centre is what is broken: 发现 (the host's own sheet) → 动漫专区.
      await tabBar(page).getByTestId('tab-discover').tap();
      await page.getByTestId('discover-reading').tap();
    },
  },
};

export function hasEntrance(container: string): boolean {
  return container in ENTRANCES;
}

/** Taps the way into `container` from wherever the page is, and waits for its page to render. */
export async function enterRemote(page: Page, container: string, broken: string): Promise<void> {
  const entrance = ENTRANCES[container];
  if (!entrance) throw new Error(`no entrance into ${container}: add one to chaos-journey.ts`);
  await toTabBar(page);
  await entrance.enter(page, broken);
  await expectRendered(page, container);
  const pathname = new URL(page.url()).pathname;
  const expected = typeof entrance.path === 'function' ? entrance.path(broken) : entrance.path;
  if (pathname !== expected) throw new Error(`entering ${container} led to ${pathname}, expected ${expected}`);
  if (await unavailable(page).count()) throw new Error(`${container} shows 该模块暂时不可用 at ${pathname}`);
}

/** The browser's back button until the page shows `pathname` again (same document). */
export async function backTo(page: Page, pathname: string): Promise<void> {
  for (let step = 0; step < 12 && new URL(page.url()).pathname !== pathname; step += 1) {
    await page.goBack();
  }
  if (new URL(page.url()).pathname !== pathname) throw new Error(`back button never reached ${pathname}`);
}

/**
 * Records, from the first byte of each document, whether the loading state, its long form
 * (仍在加载… with a way back, after 3 s) and the unavailable state were ever on screen: what the
 * page showed, without sampling it at chosen moments.
 */
export interface StatesSeen {
  loading: boolean;
  stillLoading: boolean;
  unavailable: boolean;
}

export async function recordStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { loading: false, stillLoading: false, unavailable: false };
    Object.assign(window, { __chaosSeen: seen });
    new MutationObserver(() => {
      seen.loading ||= document.querySelector('[data-testid=page-loading]') !== null;
      seen.stillLoading ||= document.querySelector('[data-testid=remote-still-loading]') !== null;
      seen.unavailable ||= document.querySelector('[data-testid=remote-unavailable]') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
}

export function statesSeen(page: Page): Promise<StatesSeen> {
  return page.evaluate(() => (window as unknown as { __chaosSeen: StatesSeen }).__chaosSeen);
}

/** Marks the current document, so a later check can tell that no reload happened in between. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __chaosDocument: true }));
}

export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __chaosDocument?: boolean }).__chaosDocument === true);
}
