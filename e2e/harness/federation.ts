import type { Page } from 'playwright-core';

type ShareScope = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>>;

/**
 * How many copies of each shared package the Module Federation share scope of the page has
 * loaded (or is loading): 1 for every singleton when the page is healthy.
 */
export function loadedShareCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScope } }).__FEDERATION__.__SHARE__;
    const counts: Record<string, number> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          const n = Object.values(versions).filter((v) => v.loaded || v.loading).length;
          counts[pkg] = Math.max(counts[pkg] ?? 0, n);
        }
      }
    }
    return counts;
  });
}
