import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser';

/**
 * Real input for browser tests (issue 9): a finger on a touch screen through the DevTools
 * protocol's touch events, and the mouse wheel through Playwright's mouse — the way a person
 * scrolls, never `scrollTo`. Nothing here waits for a duration: callers wait for what the page shows.
 */

/** A phone context: 375 × 812, touch, mobile viewport. */
export function phoneContext(browser: Browser, size: { width: number; height: number } = PHONE): Promise<BrowserContext> {
  return browser.newContext({ viewport: size, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
}

export function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP });
}

/**
 * A finger drag from (x, y) by dy pixels (negative = the finger moves up = the page scrolls down),
 * in `steps` moves, as a real touch screen reports it.
 */
export async function swipe(page: Page, from: { x: number; y: number }, dy: number, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: from.x, y, id: 1, radiusX: 8, radiusY: 8, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.y) });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.y + (dy * step) / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * A finger drag sideways from (x, y) by dx pixels (negative = towards the left: the next tab,
 * picture or page), in `steps` moves.
 */
export async function swipeSideways(page: Page, from: { x: number; y: number }, dx: number, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y: from.y, id: 1, radiusX: 8, radiusY: 8, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x) });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x + (dx * step) / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Swipes up across the middle of the screen: the page scrolls down by about `distance`. */
export async function swipeUp(page: Page, distance = 500): Promise<void> {
  const { width, height } = page.viewportSize() ?? PHONE;
  const start = Math.min(height - 120, Math.round(height / 2 + distance / 2));
  await swipe(page, { x: Math.round(width / 2), y: start }, -distance);
}

/** The mouse wheel over the middle of the page. */
export async function wheelDown(page: Page, distance = 600): Promise<void> {
  const { width, height } = page.viewportSize() ?? DESKTOP;
  await page.mouse.move(Math.round(width / 2), Math.round(height / 2));
  await page.mouse.wheel(0, distance);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
