import type { ConsoleMessage, Page } from 'playwright-core';
import { registerAccount } from '../harness/accounts';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { usePortalSuite } from '../harness/suite';

/**
 * The first route is rendered on the server (issue 17): the HTML already holds the page — header,
 * layout and the remote's page with its data — before any script runs; the browser hydrates it
 * without a mismatch; it is interactive after; and the HTML is always a guest's.
 */
const suite = usePortalSuite();

/** Console errors and warnings: React reports a hydration mismatch there. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

async function hotGames(): Promise<{ id: number; name: string; banners: string }[]> {
  const response = await fetch(`${suite.portal.url}/api/web/game/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'sort=hot&page=1&pageSize=6&appID=2008',
  });
  const body = (await response.json()) as { data: { items: { id: number; name: string; banners: string }[] } };
  return body.data.items;
}

describe('server rendering', () => {
  it('sends home with the game names and the featured banner in the HTML, before any script runs', async () => {
    const games = await hotGames();
    expect(games.length).toBeGreaterThan(0);
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`${suite.portal.url}/`);
    // No script ran: this is the server's markup.
    expect(await page.locator('[data-testid=header]').count()).toBe(1);
    const hot = page.locator('[data-testid=hot-games] [data-testid=game-card]');
    expect(await hot.count()).toBe(games.length);
    const text = await page.locator('[data-testid=hot-games]').textContent();
    for (const game of games) expect(text).toContain(game.name);
    const banner = page.locator('[data-testid=featured-carousel] img').first();
    const src = await banner.getAttribute('src');
    expect(src).toBeTruthy();
    expect(JSON.parse(games[0]!.banners)).toContain(src);
    // The image itself loads from that URL.
    const image = await page.request.get(new URL(src!, suite.portal.url).toString());
    expect(image.status()).toBe(200);
    // And the page is styled before any script: the remote page's own stylesheet (a grid of
    // cards) is in the HTML, not left for the federation runtime to add later — and so is the
    // host's, so the first paint waits for no stylesheet at all.
    const grid = page.locator('[data-testid=hot-games] .pg-grid').first();
    expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    const header = page.locator('[data-testid=header]');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    expect(stylesheets).toEqual([]);
    await context.close();
  });

  it('hydrates without a mismatch, and a tap on a game card then navigates', async () => {
    const page = await suite.browser.newPage();
    const problems = collectConsoleProblems(page);
    const errors = collectPageErrors(page);
    await page.goto(`${suite.portal.url}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const card = page.locator('[data-testid=hot-games] [data-testid=game-card]').first();
    const id = await card.getAttribute('data-game-id');
    await card.click();
    await page.locator(`[data-testid=game-detail][data-game-id="${id}"]`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/detail/${id}`);
    expect(problems.filter((text) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders a game detail on the server with its data, and hydrates it', async () => {
    const [game] = await hotGames();
    const html = await (await fetch(`${suite.portal.url}/detail/${game!.id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-testid="game-detail"');
    expect(html).toContain(game!.name);
    const page = await suite.browser.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(`${suite.portal.url}/detail/${game!.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator(`[data-testid=game-detail][data-game-id="${game!.id}"]`).waitFor();
    expect(problems.filter((text) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(text))).toEqual([]);
    await page.close();
  });

  it('keeps what a player typed, ticked and submitted before the scripts ran, and sends it once live', async () => {
    const page = await suite.browser.newPage();
    const errors = collectPageErrors(page);
    // The page's scripts arrive only when the test lets them: until then it is the server's markup,
    // as on a slow phone.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto(`${suite.portal.url}/register`, { waitUntil: 'commit' });
    const loginName = `early${Date.now().toString(36).slice(-6)}`;
    await page.locator('input[name=loginName]').fill(loginName);
    await page.locator('input[name=password]').fill('Kite7river');
    await page.locator('input[name=confirm]').fill('Kite7river');
    await page.locator('[data-testid=agree]').check();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    expect(await page.locator('html[data-live]').count()).toBe(0);

    releaseScripts();
    // Registered with what was typed, from the press made before the page was live.
    await page.locator('[data-testid=header-user-name]', { hasText: loginName }).waitFor();
    // Then home, once the new account's status is in.
    await page.waitForURL((url) => url.pathname === '/');
    // The browser never sent the form itself (a GET with the password in the address).
    expect(addresses.filter((address) => address.includes('Kite7river'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows server-rendered pictures still until the page is live; then only a picture still loading pulses, unless less motion is asked for', async () => {
    const page = await suite.browser.newPage();
    // The scripts, and the game icons, arrive only when the test lets them: until then the page
    // is the server's markup with its banner downloaded, as on a slow phone.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    let releaseIcons: () => void = () => undefined;
    const iconsHeld = new Promise<void>((resolve) => {
      releaseIcons = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    await page.route(/\/media\/catalogue\/icon-/, async (route) => {
      await iconsHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.portal.url}/`, { waitUntil: 'commit' });
    const banner = page.locator('[data-testid=featured-carousel] img').first();
    const icon = page.locator('[data-testid=hot-games] img[src*="/media/catalogue/icon-"]').first();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=featured-carousel] img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await icon.waitFor();
    const animation = (image: typeof banner) => image.evaluate((img) => getComputedStyle(img).animationName);
    // The server cannot know what a browser has: the banner is shown and says "loading", and
    // neither it nor the icon still on its way pulses.
    expect(await page.locator('html[data-live]').count()).toBe(0);
    expect(await banner.getAttribute('data-state')).toBe('loading');
    expect(await animation(banner)).toBe('none');
    expect(await animation(icon)).toBe('none');

    releaseScripts();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    // Live: the banner is marked loaded and stays still; the icon, still loading, pulses.
    await page.locator('[data-testid=featured-carousel] img[data-state=loaded]').first().waitFor();
    expect(await animation(banner)).toBe('none');
    expect(await icon.getAttribute('data-state')).toBe('loading');
    expect(await animation(icon)).toBe('pt-image-pulse');
    // Not for a player who asked the system for less motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation(icon)).toBe('none');
    releaseIcons();
    await page.close();
  });

  it("never serves a logged-in player's HTML to a guest; the player's header fills in after hydration", async () => {
    const player = await registerAccount(suite.portal.url);
    const page = await suite.browser.newPage();
    const problems = collectConsoleProblems(page);
    await seedAccount(page, player);
    await page.goto(`${suite.portal.url}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The player's own header, after hydration, from the account in this browser.
    await page.locator('[data-testid=header-user-name]').waitFor();
    expect(await page.locator('[data-testid=header-user-name]').textContent()).toContain(player.name);
    expect(problems.filter((text) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(text))).toEqual([]);
    // A guest right after gets a guest's page.
    const guestHtml = await (await fetch(`${suite.portal.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(guestHtml).toContain('data-testid="header-guest"');
    expect(guestHtml).not.toContain(player.name);
    expect(guestHtml).not.toContain(player.token);
    await page.close();
  });
});
