import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { registerAccount } from '../harness/accounts';
import { seedAccount } from '../harness/browser';
import { firstGameDetailPath } from '../harness/catalogue';
import { phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 9: the main journeys' pages have no serious or critical accessibility violations, as
 * axe-core finds them in Chromium (every rule axe runs by default; none excluded).
 */
const suite = usePortalSuite();
const AXE_SOURCE = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Through DevTools, not a <script>: the portal's CSP (rightly) refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  // Not an async function: the test compiler would rewrite it with a helper the page does not have.
  const violations = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return axe.run(document).then((result) => result.violations);
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

let detailPath = '';
let account: Awaited<ReturnType<typeof registerAccount>>;
beforeAll(async () => {
  detailPath = await firstGameDetailPath(suite.portal.url);
  account = await registerAccount(suite.portal.url);
});

const PAGES: Array<{ name: string; path: () => string; ready: string; login?: boolean }> = [
  { name: 'home', path: () => '/', ready: '[data-testid=game-card]' },
  { name: 'list', path: () => '/games', ready: '[data-testid=game-card]' },
  { name: 'detail', path: () => detailPath, ready: '[data-testid=game-detail]' },
  { name: 'login', path: () => '/login', ready: '[data-testid=remote-page] form' },
  { name: 'recharge', path: () => '/recharge', ready: '[data-testid=remote-page] button', login: true },
  { name: 'profile', path: () => '/profile', ready: '[data-testid=profile-vip]', login: true },
  { name: 'messages', path: () => '/message', ready: '[data-testid=message-list] li', login: true },
  { name: 'favourites', path: () => '/favorite', ready: '[data-testid=favorites-empty]', login: true },
  { name: 'kefu', path: () => '/kefu', ready: '[data-testid=kefu-copy-qq]', login: true },
  // Issue 18.
  { name: 'upcoming', path: () => '/upcoming', ready: '[data-testid=upcoming-list] [data-testid=game-brief]' },
  { name: 'collections', path: () => '/collections', ready: '[data-testid=collection-card]' },
  { name: 'collection', path: () => '/collection/1', ready: '[data-testid=collection-games] [data-testid=game-brief]' },
  { name: 'collection form', path: () => '/collection/edit', ready: '[data-testid=collection-form]', login: true },
];

it.each(PAGES.map((p) => [p.name, p] as const))('%s has no serious or critical axe violations at 375 px', async (_name, target) => {
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  if (target.login) await seedAccount(page, account);
  await page.goto(`${suite.portal.url}${target.path()}`);
  await page.locator(target.ready).first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
