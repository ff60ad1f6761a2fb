import type { Page } from 'playwright-core';
import type { LoginResult } from '@portal/shared/types';
import { seedAccount } from '../harness/browser';
import { desktopContext, phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';
import { OWNERSHIP } from './ownership-table';

/**
 * Issue 9, the phone layout: 发现 by tap on a phone and by hover on a desktop; no page wider than
 * the phone at 320, 375 and 414 px, for a visitor and for a user with a 16-character name; every
 * control of the header, the tab bar and the dialogs is at least 44 × 44 px at 375 px.
 */
const suite = usePortalSuite();

/** A real account whose name is 16 characters long (the longest a login name may be). */
let longName: LoginResult;
beforeAll(async () => {
  const loginName = `w${Date.now().toString(36)}`.padEnd(16, 'x').slice(0, 16);
  const response = await fetch(`${suite.portal.url}/api/user/registerWithName`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: 'Kite7river' }),
  });
  longName = ((await response.json()) as { data: LoginResult }).data;
  expect(longName.name).toHaveLength(16);
});

describe('发现', () => {
  it('opens by a tap on the phone tab bar and stays open; a category and then a game are tappable', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=game-card]').first().waitFor();
    await page.tap('[data-testid=tab-discover]');
    const sheet = page.locator('[data-testid=discover-panel]');
    await sheet.waitFor();
    await page.tap('[data-testid=discover-category][data-category=shooter]');
    await page.locator('[data-testid=discover-preview][data-category=shooter] [data-testid=discover-game]').first().waitFor();
    expect(await sheet.isVisible()).toBe(true);
    const game = page.locator('[data-testid=discover-preview][data-category=shooter] [data-testid=discover-game]').first();
    const href = await game.getAttribute('href');
    await game.tap();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('[data-testid=game-detail]').waitFor();
    expect(await sheet.count()).toBe(0);
    await context.close();
  });

  it('opens by hover on a desktop and a preview game is clickable', async () => {
    const context = await desktopContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=game-card]').first().waitFor();
    expect(await page.locator('[data-testid=tab-bar]').isVisible()).toBe(false);
    await page.hover('[data-testid=discover-trigger]');
    await page.locator('[data-testid=discover-panel]').waitFor();
    await page.hover('[data-testid=discover-category][data-category=card]');
    const game = page.locator('[data-testid=discover-preview][data-category=card] [data-testid=discover-game]').first();
    await game.waitFor();
    await game.click();
    await page.locator('[data-testid=game-detail]').waitFor();
    await context.close();
  });
});

async function widthOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string }> {
  return page.evaluate(() => {
    // Name the widest element that sticks out, so a failure says where to look.
    let widest = '';
    let right = window.innerWidth;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && getComputedStyle(element).position !== 'fixed') {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
  });
}

describe.each([320, 375, 414])('at %i px no page is wider than the phone', (width) => {
  it.each([
    ['a visitor', false],
    ['a user with a 16-character name', true],
  ] as const)('for %s, on every route of the route table', async (_who, loggedIn) => {
    const context = await phoneContext(suite.browser, { width, height: 780 });
    const page = await context.newPage();
    if (loggedIn) await seedAccount(page, longName);
    const wider: string[] = [];
    for (const route of OWNERSHIP) {
      await page.goto(`${suite.portal.url}${route.sample}`);
      await page.locator('[data-testid=remote-page]').first().waitFor();
      // A user's header is at its widest once the balance has arrived.
      if (loggedIn && (await page.locator('[data-testid=header]').count()) > 0) await page.locator('[data-testid=header-coins]').waitFor();
      const found = await widthOverflow(page);
      if (found.scrollWidth > found.innerWidth) wider.push(`${route.sample}: ${found.scrollWidth} > ${found.innerWidth} (${found.widest})`);
    }
    expect(wider).toEqual([]);
    await context.close();
  });
});

/** Visible interactive controls inside `scope` smaller than 44 × 44 px. */
async function smallControls(page: Page, scope: string): Promise<string[]> {
  // A dialog measured while it still scales in would look smaller than it is: wait for finite animations to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const root of Array.from(document.querySelectorAll(selector))) {
      for (const control of Array.from(root.querySelectorAll('a[href], button, input, select, [role=button], [role=tab]'))) {
        const box = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (box.width === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
        // A checkbox's target is its label.
        const target =
          control instanceof HTMLInputElement && control.type === 'checkbox' && control.closest('label')
            ? control.closest('label')!.getBoundingClientRect()
            : box;
        if (target.width < 44 || target.height < 44)
          small.push(
            `${control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName}: ${Math.round(target.width)}×${Math.round(target.height)}`,
          );
      }
    }
    return small;
  }, scope);
}

describe('at 375 px every control is a finger-sized target (44 × 44)', () => {
  it('in the header and the tab bar, for a visitor and for a user', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=game-card]').first().waitFor();
    expect(await smallControls(page, '[data-testid=header], [data-testid=tab-bar]')).toEqual([]);
    await page.tap('[data-testid=header-search-toggle]');
    await page.locator('[data-testid=header-search]').waitFor();
    expect(await smallControls(page, '[data-testid=header]')).toEqual([]);
    await context.close();

    const user = await phoneContext(suite.browser);
    const userPage = await user.newPage();
    await seedAccount(userPage, longName);
    await userPage.goto(`${suite.portal.url}/`);
    await userPage.locator('[data-testid=header-coins]').waitFor();
    expect(await smallControls(userPage, '[data-testid=header], [data-testid=tab-bar]')).toEqual([]);
    await user.close();
  });

  it('in dialogs: the 发现 sheet and the download-purchase dialog', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await seedAccount(page, longName);
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=game-card]').first().waitFor();
    await page.tap('[data-testid=tab-discover]');
    await page.locator('[data-testid=discover-game]').first().waitFor();
    expect(await smallControls(page, '[role=dialog]')).toEqual([]);
    await page.keyboard.press('Escape');

    const list = (await (
      await fetch(`${suite.portal.url}/api/web/game/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pageSize: 50 }),
      })
    ).json()) as { data: { items: Array<{ id: number; onlineType: number; isAndroid: number | boolean }> } };
    const paid = list.data.items.find((g) => g.onlineType !== 0 && g.isAndroid)!;
    await page.goto(`${suite.portal.url}/detail/${paid.id}`);
    await page.locator('[data-testid=header-coins]').waitFor();
    await page.tap('[data-testid=download-android]');
    await page.locator('[data-testid=purchase-dialog]').waitFor();
    expect(await smallControls(page, '[role=dialog]')).toEqual([]);
    await context.close();
  });
});

describe('at 375 px numbers are never cut', () => {
  it('download counts on home and the gift stock on a detail page show whole, on one line', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=game-card]').first().waitFor();
    const cut = await page.locator('[data-testid=game-card]').evaluateAll((cards) =>
      cards
        .map((card) => [...card.querySelectorAll('span')].find((span) => span.textContent?.endsWith('次下载')))
        .filter((count): count is HTMLSpanElement => count !== undefined)
        .filter(
          (count) =>
            count.scrollWidth > count.clientWidth + 0.5 ||
            count.getBoundingClientRect().right > count.closest('a')!.getBoundingClientRect().right,
        )
        .map((count) => count.textContent),
    );
    expect(cut).toEqual([]);

    const withGifts = (await (
      await fetch(`${suite.portal.url}/api/web/game/gifts/all`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pageSize: 1 }),
      })
    ).json()) as { data: { items: Array<{ gameId: number }> } };
    await page.goto(`${suite.portal.url}/detail/${withGifts.data.items[0]!.gameId}`);
    const stock = page.getByText(/^剩余 \d+\/\d+$/).first();
    await stock.waitFor();
    const lines = await stock.evaluate((node) => {
      const style = getComputedStyle(node);
      const lineHeight = Number.parseFloat(style.lineHeight);
      return node.getBoundingClientRect().height / (Number.isNaN(lineHeight) ? Number.parseFloat(style.fontSize) * 1.4 : lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
    await context.close();
  });
});
