import type { GameDetail } from '@portal/shared/types';
import { parseBanners } from '@portal/shared/rules';
import { api } from '../harness/api';
import { PHONE } from '../harness/browser';
import { gameList } from '../harness/catalogue';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 17, the client's critical path: the page's largest picture comes device-sized, and a
 * route's data never waits for the start-up calls. Asserted from which requests are made, never
 * from when: a held-back start-up call is one that is never answered.
 */
const suite = usePortalSuite();

/** A game whose first banner is a plain PNG (an `.enc` one is fetched and decrypted whole). */
async function gameWithPlainBanner(): Promise<{ id: number; banner: string }> {
  const { items } = await gameList(suite.portal.url, 20);
  for (const item of items) {
    const detail = await api<GameDetail>(suite.portal.url, '/web/game/detail', { appID: item.id });
    const banner = parseBanners(detail.banners)[0];
    if (banner && !banner.endsWith('.enc')) return { id: item.id, banner };
  }
  throw new Error('no game with a plain first banner in the demo catalogue');
}

it('on a phone, a game’s first banner is fetched once, as its 375 px WebP copy (≤ 30 KB), and is the largest paint', async () => {
  const { id, banner } = await gameWithPlainBanner();
  const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const pictures: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === banner) pictures.push(pathname + search);
  });
  await page.goto(`${suite.portal.url}/detail/${id}`);
  await page.locator('[data-testid=detail-banners] img[data-state=loaded]').first().waitFor();
  const variant = `${banner}?w=375&f=webp`;
  expect(pictures).toEqual([variant]);
  const lcpUrl = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        // LargestContentfulPaint entries carry the picture's URL (lib.dom lacks the type).
        new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  expect(new URL(lcpUrl).pathname + new URL(lcpUrl).search).toBe(variant);
  const bytes = await (await fetch(`${suite.portal.url}${variant}`)).arrayBuffer();
  expect(bytes.byteLength).toBeLessThanOrEqual(30 * 1024);
  await context.close();
});

it('the server-rendered home shows its games and hydrates while client/config and device/init are never answered', async () => {
  const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const held: string[] = [];
  // Held back for good: hydration waiting for a start-up call would never happen.
  await context.route(/\/api\/(client\/config|user\/device\/init)/, (route) => {
    held.push(new URL(route.request().url()).pathname);
  });
  const page = await context.newPage();
  await page.goto(`${suite.portal.url}/`);
  const { items } = await gameList(suite.portal.url, 1);
  await page.getByText(items[0]!.name).first().waitFor();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(held).toContain('/api/client/config');
  await context.close();
});

it('on a phone, a game’s screenshots come as small WebP copies, never the PNGs (they load while the page’s scripts still do)', async () => {
  const { id } = await gameWithPlainBanner();
  const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const shots: Array<Promise<{ url: string; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    if (!/\/media\/catalogue\/shot-/.test(request.url())) return;
    shots.push(request.response().then(async (response) => ({ url: request.url(), bytes: (await response?.body())?.length ?? 0 })));
  });
  await page.goto(`${suite.portal.url}/detail/${id}`);
  await page.locator('[data-testid=game-detail]').waitFor();
  const count = await page.locator('.pg-shots__image').count();
  expect(count).toBeGreaterThan(0);
  // Near the first screen, lazy loading fetches them all at once: each shows its picture.
  await page
    .locator('.pg-shots__image[data-state=loaded]')
    .nth(count - 1)
    .waitFor();
  const fetched = await Promise.all(shots);
  expect(fetched.length).toBeGreaterThanOrEqual(count);
  for (const shot of fetched) {
    expect(new URL(shot.url).search).toBe('?w=375&f=webp');
    expect(shot.bytes).toBeLessThanOrEqual(30 * 1024);
  }
  await context.close();
});

/**
 * Texts that exist only in the parts some pages use: pull to refresh, the list's 加载更多 and the
 * account forms' checks (`@portal/shared/page-ui`, `@portal/shared/rules`). Each was in the host's
 * `shared` chunk until issue 17 moved them out of the singleton.
 */
const PAGE_ONLY_TEXTS = ['释放即可刷新', '加载失败，点击重试', '密码须为 6–20 位', '请输入身份证上的中文姓名'];

/** The text of every script a page loads until it is interactive and shows `ready`. */
async function scriptsLoadedBy(path: string, ready: string): Promise<string[]> {
  const context = await suite.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`${suite.portal.url}${path}`);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator(ready).waitFor();
  const texts = await Promise.all(scripts);
  await context.close();
  return texts;
}

it('the host’s first load carries none of the parts only some pages use; the pages that use them bring them', async () => {
  const html = await (await fetch(`${suite.portal.url}/`)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const hostScripts = sources.filter((src) => !src.startsWith('/remotes/'));
  expect(hostScripts.length).toBeGreaterThan(0);
  const hostCode = (await Promise.all(hostScripts.map(async (src) => (await fetch(new URL(src, suite.portal.url))).text()))).join('\n');
  for (const text of PAGE_ONLY_TEXTS) expect({ text, inHost: hostCode.includes(text) }).toEqual({ text, inHost: false });

  // The game list pulls to refresh and loads more; the registration form checks its fields.
  const games = (await scriptsLoadedBy('/games', '[data-testid=game-list]')).join('\n');
  expect(games).toContain('释放即可刷新');
  expect(games).toContain('加载失败，点击重试');
  expect((await scriptsLoadedBy('/register', '[data-testid=register-form]')).join('\n')).toContain('密码须为 6–20 位');
});

it('the home page preloads its first banner only: the carousel’s other slides and the pictures below never compete with it', async () => {
  const html = await (await fetch(`${suite.portal.url}/`)).text();
  const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]+as="image"[^>]*>/gi)].map((m) => m[0].replaceAll('&amp;', '&'));
  const slides = [...html.matchAll(/<img[^>]*class="[^"]*pg-carousel__image[^"]*"[^>]*>/g)].map((m) => m[0].replaceAll('&amp;', '&'));
  const pictureOf = (img: string) => /srcSet="([^" ]+)/.exec(img)?.[1];
  const [first, ...others] = slides.map(pictureOf);
  expect(first).toBeTruthy();
  expect(others.filter(Boolean).length).toBeGreaterThan(0);
  expect(preloads.some((link) => link.includes(first!))).toBe(true);
  for (const other of others.filter(Boolean))
    expect({ other, preloaded: preloads.some((link) => link.includes(other!)) }).toEqual({ other, preloaded: false });
  // Nor anything else: React preloads every picture that is not lazy, and each SVG picture is a
  // document of its own for the browser to build before the first frame. The logo is drawn inline;
  // the download picture, below the first screen, is lazy.
  expect(preloads.filter((link) => !link.includes(first!))).toEqual([]);
  const eagerSvgPictures = [...html.matchAll(/<img[^>]+src="[^"]+\.svg"[^>]*>/g)].filter((m) => !m[0].includes('loading="lazy"'));
  expect(eagerSvgPictures.map((m) => m[0])).toEqual([]);
});
