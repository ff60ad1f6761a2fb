import type { ApiEnvelope, BookCard, LoginResult, Paged } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { gameList } from '../harness/catalogue';
import { desktopContext, phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 14, favourites and 客服 as a player uses them. On a 375 px phone with a finger: a guest's
 * ☆ 收藏 asks for login; a player favourites a game on its detail page, opens 我的 → 我的收藏,
 * finds it there and removes it. On a desktop with the mouse: the header's 收藏 opens /favorite,
 * and /kefu shows the hours and keeps a sent message across a reload. Waits are for what the
 * page shows, never for a duration.
 */
const suite = usePortalSuite();

describe('favourites and customer service', () => {
  let account: LoginResult;
  let game: { id: number; name: string };
  beforeAll(async () => {
    account = await registerAccount(suite.portal.url);
    const first = (await gameList(suite.portal.url, 1)).items[0]!;
    game = { id: first.id, name: first.name };
  });

  it('on a phone: a guest is sent to login; a player favourites a game, finds it under 我的 → 我的收藏, and removes it', async () => {
    const context = await phoneContext(suite.browser);
    const guest = await context.newPage();
    await guest.goto(`${suite.portal.url}/detail/${game.id}`);
    await guest.locator('[data-testid=favorite-toggle]').tap();
    await guest.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/detail/${game.id}`);
    await context.close();

    const phone = await phoneContext(suite.browser);
    const page = await phone.newPage();
    await seedAccount(page, account);
    const errors = collectPageErrors(page);
    await page.goto(`${suite.portal.url}/detail/${game.id}`);
    const toggle = page.locator('[data-testid=favorite-toggle]');
    await page.locator('[data-testid=favorite-toggle][aria-pressed=false]:not([disabled])').waitFor();
    await toggle.tap();
    await page.locator('[data-testid=favorite-toggle][aria-pressed=true]:not([disabled])').waitFor();
    expect(await toggle.textContent()).toContain('已收藏');

    await page.locator('[data-testid=tab-bar] [data-testid=tab]', { hasText: '我的' }).tap();
    await page.waitForURL((url) => url.pathname === '/user');
    await page.locator('[data-testid=user-center] a', { hasText: '我的收藏' }).tap();
    await page.waitForURL((url) => url.pathname === '/favorite');
    const item = page.locator('[data-testid=favorite-item]', { hasText: game.name });
    await item.waitFor();
    expect(await page.locator('[data-testid=favorite-item]').count()).toBe(1);
    expect(await item.locator('a').getAttribute('href')).toBe(`/detail/${game.id}`);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await item.locator('[data-testid=favorite-remove]').tap();
    await page.locator('[data-testid=favorites-empty]').waitFor();
    // The books tab has its own empty state with a way to browse.
    await page.locator('[data-testid=favorites-tab-book]').tap();
    await page.locator('[data-testid=favorites-empty]', { hasText: '还没有收藏书籍' }).waitFor();

    // And the detail page agrees: no longer favourited.
    await page.goto(`${suite.portal.url}/detail/${game.id}`);
    await page.locator('[data-testid=favorite-toggle][aria-pressed=false]:not([disabled])').waitFor();
    expect(errors).toEqual([]);
    await phone.close();
  });

  it('on a desktop: a book favourited on its info page is under the header 收藏 → 书籍, and /kefu shows the hours, copies the QQ, keeps a sent message after a reload and shows staff’s reply from 客服工作台', async () => {
    const context = await desktopContext(suite.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.portal.url });
    const page = await context.newPage();
    await seedAccount(page, account);
    const errors = collectPageErrors(page);
    // A book favourited on its info page shows under the 书籍 tab of the page the header's 收藏 opens.
    const books = await fetch(`${suite.portal.url}/api/v1/reading/book/list?kind=novel&page=1&pageSize=1`);
    const book = ((await books.json()) as ApiEnvelope<Paged<BookCard>>).data.items[0]!;
    await page.goto(`${suite.portal.url}/bookinfo/${book.id}`);
    await page.locator('[data-testid=favorite-toggle][aria-pressed=false]:not([disabled])').click();
    await page.locator('[data-testid=favorite-toggle][aria-pressed=true]').waitFor();

    await page.goto(`${suite.portal.url}/`);
    await page.locator('[data-testid=header-favorites]').click();
    await page.waitForURL((url) => url.pathname === '/favorite');
    await page.locator('[data-testid=favorites-page]').waitFor();
    await page.locator('[data-testid=favorites-tab-book]').click();
    const listed = page.locator('[data-testid=favorite-item]', { hasText: book.title });
    await listed.waitFor();
    expect(await listed.locator('a').getAttribute('href')).toBe(`/bookinfo/${book.id}`);

    await page.goto(`${suite.portal.url}/kefu`);
    await page.locator('[data-testid=kefu-hours]', { hasText: '9:00' }).waitFor();
    expect(await page.locator('[data-testid=kefu-online]').textContent()).toMatch(/^客服(在线|已下班)$/);
    expect(await page.locator('[data-testid=kefu-note]').textContent()).toMatch(/回复/);
    await page.locator('[data-testid=kefu-empty]').waitFor();
    // 复制 puts the QQ number on the clipboard and says so (spec §8).
    await page.locator('[data-testid=kefu-copy-qq]').waitFor(); // shown once the contact has loaded
    const qq = (await page.locator('[data-testid=kefu-qq]').textContent())?.trim() ?? '';
    expect(qq).toMatch(/^\d{5,}$/);
    await page.locator('[data-testid=kefu-copy-qq]').click();
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(qq);

    const text = `充值问题 ${Date.now()}`;
    await page.locator('[data-testid=kefu-input]').click();
    await page.keyboard.type(text);
    await page.locator('[data-testid=kefu-send]').click();
    await page.locator('[data-testid=kefu-message]', { hasText: text }).waitFor();
    expect(await page.locator('[data-testid=kefu-input]').inputValue()).toBe('');

    await page.reload();
    await page.locator('[data-testid=kefu-message]', { hasText: text }).waitFor();
    expect(await page.locator('[data-testid=kefu-message]').count()).toBe(1);

    // Staff (the demo's 官方 account, users.staff) answer on 客服工作台; the player reads the reply.
    const staff = await api<LoginResult>(suite.portal.url, '/user/login', { loginName: 'guanfang', password: 'square1234' });
    const desk = await context.newPage();
    await seedAccount(desk, staff);
    await desk.goto(`${suite.portal.url}/kefu/desk`);
    await desk.locator('[data-testid=desk-conversation]', { hasText: text }).click();
    await desk.locator('[data-testid=kefu-message]', { hasText: text }).waitFor();
    await desk.locator('[data-testid=kefu-input]').click();
    await desk.keyboard.type('您好，已收到，马上为您处理。');
    await desk.locator('[data-testid=kefu-send]').click();
    await desk.locator('[data-testid=kefu-message]', { hasText: '马上为您处理' }).waitFor();
    await page.reload();
    const answer = page.locator('[data-testid=kefu-message]', { hasText: '马上为您处理' });
    await answer.waitFor();
    expect(await answer.locator('.pa-kefu__who').textContent()).toBe('客服');

    // A player on the desk is told it is for staff.
    await page.goto(`${suite.portal.url}/kefu/desk`);
    await page.locator('[data-testid=desk-refused]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
