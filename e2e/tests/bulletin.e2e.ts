import { usePortalSuite } from '../harness/suite';

/** Spec §4 Bulletin: shown at start-up, and after closing with 今日不再显示 not requested again that day. */
const suite = usePortalSuite({ showBulletin: true });

it('the bulletin appears once, and not again that day after ticking 今日不再显示', async () => {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/bulletin/') && asked.push(r.url()));
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=bulletin]').waitFor();
  expect(asked).toHaveLength(1);
  await page.locator('[data-testid=bulletin-hide-today]').check();
  await page.locator('[data-testid=bulletin-close]').click();
  expect(await page.locator('[data-testid=bulletin]').count()).toBe(0);

  await page.reload();
  await page.locator('[data-testid=remote-page]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  expect(await page.locator('[data-testid=bulletin]').count()).toBe(0);
  await context.close();
});
