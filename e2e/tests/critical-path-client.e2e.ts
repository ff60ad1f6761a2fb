import { PHONE } from '../harness/browser';
import { gameList } from '../harness/catalogue';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 17, the critical path of a client-rendered route (SSR=0, a server render that fell back,
 * or any later navigation): its data never waits for the start-up calls. Asserted from which
 * requests are made, never from when: a held-back start-up call is one that is never answered.
 */
const suite = usePortalSuite({ env: { SSR: '0' } });

it('the home page asks for its games while client/config and device/init are never answered', async () => {
  const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const held: string[] = [];
  // Held back for good: a start-up call the route's data waited for would keep it from ever being asked.
  await context.route(/\/api\/(client\/config|user\/device\/init)/, (route) => {
    held.push(new URL(route.request().url()).pathname);
  });
  const page = await context.newPage();
  const listRequested = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/web/game/list');
  await page.goto(`${suite.portal.url}/`);
  await listRequested;
  const { items } = await gameList(suite.portal.url, 1);
  await page.getByText(items[0]!.name).first().waitFor();
  expect(held).toContain('/api/client/config');
  await context.close();
});
