import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './paths';

/** Debian's Chromium, headless, with the flags this machine needs (toolchain notes). */
export function launchBrowser(): Promise<Browser> {
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
  const prepare = dismissBulletin;
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => prepare(await target.newContext(...args));
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const context = await prepare(await target.newContext(...args));
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
