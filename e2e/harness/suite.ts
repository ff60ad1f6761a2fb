import type { Browser } from 'playwright-core';
import type { PortalEnvironment } from '@portal/shared/types';
import { launchBrowser, withBulletinDismissed } from './browser';
import { startPortal, type PortalServer } from './portal-server';

/**
 * One portal server and one browser for a test file, started before its tests and stopped
 * after them. Read `suite.portal` / `suite.browser` inside tests.
 */
export interface Suite {
  portal: PortalServer;
  browser: Browser;
}

export interface SuiteOptions {
  remotes?: () => Promise<PortalEnvironment['remotes']>;
  showBulletin?: boolean;
  /** More server variables (e.g. SSR=0 for a file about client rendering). */
  env?: Record<string, string>;
}

export function usePortalSuite(options: SuiteOptions = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    const remotes = options.remotes ? await options.remotes() : undefined;
    const [portal, browser] = await Promise.all([
      startPortal({ ...(remotes ? { remotes } : {}), ...(options.env ? { env: options.env } : {}) }),
      launchBrowser(),
    ]);
    suite.portal = portal;
    suite.browser = options.showBulletin ? browser : withBulletinDismissed(browser);
    // A guard against a hang, not a measure: a start (migrations, demo seed, Chromium) on a busy
    // machine has taken over the 60 s a test gets.
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}
