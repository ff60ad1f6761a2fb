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

export function usePortalSuite(options: { remotes?: () => Promise<PortalEnvironment['remotes']>; showBulletin?: boolean } = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    const remotes = options.remotes ? await options.remotes() : undefined;
    const [portal, browser] = await Promise.all([startPortal(remotes ? { remotes } : {}), launchBrowser()]);
    suite.portal = portal;
    suite.browser = options.showBulletin ? browser : withBulletinDismissed(browser);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}
