import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { PORTAL_LIVE_ATTRIBUTE, PORTAL_SSR_GLOBAL } from '@portal/shared/types';
import { CHROMIUM } from './paths';

/**
 * Debian's Chromium, headless, with the flags this machine needs (toolchain notes). On its pages
 * `goto` and `reload` of a server-rendered page return once the page answers input (`openLive`).
 */
export async function launchBrowser(): Promise<Browser> {
  return withContextSetup(await launchChromium(), openLive);
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Logs a page in as `account` (a real one, see registerAccount) by storing it as the auth store does. */
export async function seedAccount(page: Page, account: { uid: string; name: string; token: string }): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('portal_account', value);
  }, JSON.stringify(account));
}

/** Collects page errors so a test can assert the page did not crash. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Most journeys are about something else than the start-up bulletin, whose modal would cover
 * the page: their pages start as if the user had ticked 今日不再显示 today (spec §4), for every
 * uid. The bulletin's own test opts out (usePortalSuite({ showBulletin: true })).
 */
const DISMISS_BULLETIN = () => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function patched(this: Storage, key: string) {
    const value = getItem.call(this, key);
    return value === null && /_notShowBulletin$/.test(key) ? String(Date.now()) : value;
  };
};

/** One context as if 今日不再显示 were ticked, in a suite that shows the bulletin to others. */
export async function dismissBulletin(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(DISMISS_BULLETIN);
  return context;
}

export function withBulletinDismissed(browser: Browser): Browser {
  return withContextSetup(browser, dismissBulletin);
}

/**
 * A server-rendered page is markup only until the host has hydrated it (`<html data-live>`): a
 * tap before that is lost, as it would be for a player, and a test that tapped at once failed on
 * a loaded CI (the ☆ 收藏 of a book's info page stayed unpressed). So `goto` and `reload` of a
 * server-rendered page return once it is live, or once it shows the start-up failure. A test
 * about the page before that (scripts held back) asks for `waitUntil: 'commit'` and gets the
 * page as it arrives; so does a context with JavaScript disabled.
 */
async function openLive(context: BrowserContext, options?: ContextOptions): Promise<BrowserContext> {
  // Without JavaScript no page goes live: such a test is about the HTML as sent.
  if (options?.javaScriptEnabled === false) return context;
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilLive(page, await goto(url, options), options?.waitUntil);
    page.reload = async (options) => untilLive(page, await reload(options), options?.waitUntil);
    return page;
  };
  return context;
}

async function untilLive(page: Page, response: Response | null, waitUntil: string | undefined): Promise<Response | null> {
  if (waitUntil === 'commit' || !response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return response;
  // Only server-rendered pages: a page rendered in the browser shows nothing before it is live.
  // A page that navigated on by itself meanwhile is left to the test, as before.
  const rendered = await page.evaluate((global) => global in window, PORTAL_SSR_GLOBAL).catch(() => false);
  if (!rendered) return response;
  await page.locator(`html[${PORTAL_LIVE_ATTRIBUTE}], [data-testid=startup-failure]`).first().waitFor({ state: 'attached' });
  return response;
}

type ContextOptions = Parameters<Browser['newContext']>[0];
type ContextSetup = (context: BrowserContext, options?: ContextOptions) => Promise<BrowserContext>;

/** `browser` whose every new context (and Browser.newPage's) is first passed through `setup`. */
function withContextSetup(browser: Browser, setup: ContextSetup): Browser {
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => setup(await target.newContext(...args), args[0]);
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const context = await setup(await target.newContext(...args), args[0]);
          const page = await context.newPage();
          // Closing the page closes its context too, as Browser.newPage does.
          page.on('close', () => void context.close().catch(() => undefined));
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
