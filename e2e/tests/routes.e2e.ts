import type { Page } from 'playwright-core';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { E2E_APP_TITLE } from '../harness/portal-server';
import { registerAccount } from '../harness/accounts';
import { usePortalSuite } from '../harness/suite';
import { OWNERSHIP } from './ownership-table';

/**
 * Every route of the ownership table renders its owner's page inside the right layout with the
 * right document title; unknown paths land on `/`; login-required routes send visitors to login.
 */
const suite = usePortalSuite();

async function layoutOf(page: Page): Promise<'main' | 'simple' | 'standalone'> {
  if (await page.locator('[data-testid=layout-main]').count()) return 'main';
  if (await page.locator('[data-testid=layout-simple]').count()) return 'simple';
  return 'standalone';
}

describe('route ownership', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    const context = await suite.browser.newContext();
    page = await context.newPage();
    await seedAccount(page, await registerAccount(suite.portal.url));
    errors = collectPageErrors(page);
  });

  it.each(OWNERSHIP.map((r) => [r.sample, r] as const))('%s renders its owner page in its layout', async (sample, route) => {
    await page.goto(`${suite.portal.url}${sample}`);
    const rendered = page.locator('[data-testid=remote-page]');
    await rendered.waitFor({ timeout: 15000 });
    expect(await rendered.getAttribute('data-remote')).toBe(route.owner);
    expect((await rendered.innerText()).trim().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(sample);
    expect(await layoutOf(page)).toBe(route.layout);
    if (route.layout === 'main') {
      expect(await page.locator('[data-testid=header]').count()).toBe(route.header === false ? 0 : 1);
    }
    expect(await page.title()).toBe(`${E2E_APP_TITLE} | ${route.title}`);
    if (route.layout === 'simple') {
      expect((await page.locator('[data-testid=simple-title]').textContent())?.trim()).toBe(route.title);
    }
    expect(errors).toEqual([]);
  });
});

describe('navigation rules', () => {
  it('an unknown path lands on /', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.portal.url}/no/such/page`);
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('a login-required route without a uid lands on /login', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.portal.url}/recharge`);
    await page.locator('[data-testid=login-form]').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/recharge');
    await page.close();
  });

  it('the simple layout back button returns to the previous page', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
    await page.getByRole('link', { name: '关于我们' }).click();
    await page.locator('[data-testid=business-page]').waitFor();
    await page.locator('[data-testid=back-button]').click();
    await page.locator('[data-testid=remote-page][data-remote=remote_games]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('shows the go-to-top button only after scrolling more than 2000 px', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 700 } });
    // A page of fixed text, so nothing loading above the fold moves the scroll position.
    await page.goto(`${suite.portal.url}/policy`);
    await page.waitForLoadState('networkidle');
    await page.locator('[data-testid=remote-page]').waitFor();
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '6000px';
      document.querySelector('main')?.appendChild(filler);
    });
    await page.evaluate(() => window.scrollTo(0, 1990));
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => window.scrollY)).toBe(1990);
    expect(await page.locator('[data-testid=go-to-top]').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 2100));
    await page.locator('[data-testid=go-to-top]').waitFor();
    await page.locator('[data-testid=go-to-top]').click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });
});
