import type { BrowserContext, Page } from 'playwright-core';
import type { ApiEnvelope, GameListResult, LoginResult, Paged, ReservableGame } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 18 at 375 px with touch, against the real server and its demo data: reserve an upcoming
 * game → staff launches it (the API, as the staff user guanfang) → the launch notice is in
 * /message and 我的 shows a dot until 我的预约 is opened; follow a game → staff adds a version →
 * the notice arrives and the update log shows it; make a collection with a reorder → its page
 * shows it in that order. Real taps; the test waits for what the page shows.
 */
const suite = usePortalSuite();
const stamp = Date.now().toString(36);

let player: LoginResult;
let staff: LoginResult;

beforeAll(async () => {
  player = await registerAccount(suite.portal.url);
  staff = await api<LoginResult>(suite.portal.url, '/user/login', { loginName: 'guanfang', password: 'square1234' });
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function phone(): Promise<{ page: Page; errors: string[] }> {
  const context = await phoneContext(suite.browser);
  contexts.push(context);
  const page = await context.newPage();
  await seedAccount(page, player);
  return { page, errors: collectPageErrors(page) };
}

async function apiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${suite.portal.url}/api${path}`, { headers: token ? { token } : {} });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} → ${JSON.stringify(envelope)}`);
  return envelope.data;
}

it('reserves an upcoming game; the staff launch sends the notice to /message and lights 我的 until 我的预约 is seen', async () => {
  const upcoming = await apiGet<Paged<ReservableGame>>('/v1/games/upcoming');
  const target = upcoming.items.find((item) => !item.reservation.reserved)!;
  const before = target.reservation.reservationCount;
  const { page, errors } = await phone();

  await page.goto(`${suite.portal.url}/detail/${target.game.id}`);
  const button = page.locator('[data-testid=reserve-button]');
  await button.waitFor();
  expect(await button.innerText()).toBe('预约');
  // Nothing to download before the launch: 预约 takes the download buttons' place (same query, same render).
  expect(await page.locator('[data-testid=download-android], [data-testid=download-ios]').count()).toBe(0);
  await button.tap();
  await page.locator('[data-testid=reserve-button][aria-pressed=true]').waitFor();
  expect(await page.locator('[data-testid=reservation-count]').innerText()).toBe(`${before + 1} 人已预约`);

  // Players may not launch; staff may, once.
  const refused = await fetch(`${suite.portal.url}/api/v1/games/${target.game.id}/launch`, {
    method: 'POST',
    headers: { token: player.token },
  });
  expect(refused.status).toBe(403);
  const launched = await api<{ launched: boolean; notified: number }>(
    suite.portal.url,
    `/v1/games/${target.game.id}/launch`,
    {},
    staff.token,
  );
  expect(launched).toEqual({ gameId: target.game.id, launched: true, notified: before + 1 });

  await page.goto(`${suite.portal.url}/message`);
  await page.locator('[data-testid=message-list]').getByText(`《${target.game.name}》已上线`).waitFor();
  // /message has no tab bar (simple layout): the dot shows on the home page's 我的.
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=tab-bar] [data-testid=mine-dot]').waitFor();

  await page.goto(`${suite.portal.url}/upcoming?tab=mine`);
  await page.locator(`[data-testid=my-reservations] [data-game-id="${target.game.id}"]`).getByText('已上线').first().waitFor();
  await eventually(async () => (await apiGet<{ unseenLaunches: number }>('/v1/reservations/badge', player.token)).unseenLaunches, 0);
  await page.locator('[data-testid=tab]', { hasText: '我的' }).tap();
  await page.waitForURL((url) => url.pathname === '/user');
  await page.locator('[data-testid=mine-dot]').waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

it('follows a game; a new version from staff arrives in /message and in the update log', async () => {
  const games = await api<GameListResult>(suite.portal.url, '/web/game/list', { sort: 'new', page: 1, pageSize: 1 });
  const game = games.items[0]!;
  const version = `9.${stamp}`;
  const { page, errors } = await phone();

  await page.goto(`${suite.portal.url}/detail/${game.id}`);
  await page.locator('[data-testid=follow-button]:not([disabled])').tap();
  await page.locator('[data-testid=follow-button][aria-pressed=true]').waitFor();

  await api(suite.portal.url, `/v1/games/${game.id}/versions`, { version, notes: `新版本 ${stamp}：修复了若干问题。` }, staff.token);
  await page.goto(`${suite.portal.url}/message`);
  await page.locator('[data-testid=message-list]').getByText(`《${game.name}》更新到 ${version}`).waitFor();

  await page.goto(`${suite.portal.url}/detail/${game.id}`);
  await page.locator('[data-testid=update-log] [data-testid=version-entry]').first().getByText(version).waitFor();
  await page.goto(`${suite.portal.url}/followgames`);
  await page
    .locator(`[data-testid=followed-games] [data-game-id="${game.id}"]`)
    .getByText(`最新版本 ${version}`, { exact: false })
    .waitFor();
  expect(errors).toEqual([]);
});

it('makes a collection with a reordered list, and its page shows it in that order', async () => {
  const games = await api<GameListResult>(suite.portal.url, '/web/game/list', { sort: 'hot', page: 1, pageSize: 2 });
  const [first, second] = games.items as [GameListResult['items'][number], GameListResult['items'][number]];
  const title = `我的周末 ${stamp}`;
  const { page, errors } = await phone();

  await page.goto(`${suite.portal.url}/collections`);
  await page.locator('[data-testid=new-collection]').tap();
  await page.waitForURL((url) => url.pathname === '/collection/edit');
  await page.locator('[data-testid=collection-title-input]').fill(title);
  for (const game of [first, second]) {
    await page.locator('[data-testid=collection-search-input]').fill(game.name);
    await page.locator('[data-testid=collection-search-button]').tap();
    await page.locator(`[data-testid=collection-search] [data-game-id="${game.id}"] [data-testid=collection-add]`).tap();
    await page.locator(`[data-testid=collection-form-games] [data-game-id="${game.id}"]`).waitFor();
  }
  // The second game up to first place, with a finger.
  await page.getByRole('button', { name: `上移 ${second.name}` }).tap();
  const order = () =>
    page
      .locator('[data-testid=collection-form-games] [data-testid=game-brief]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-game-id')));
  expect(await order()).toEqual([String(second.id), String(first.id)]);
  await page.locator('[data-testid=collection-save]').tap();

  await page.waitForURL((url) => /^\/collection\/\d+$/.test(url.pathname));
  expect(await page.locator('[data-testid=collection-title]').innerText()).toBe(title);
  const shown = await page
    .locator('[data-testid=collection-games] [data-testid=game-brief]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-game-id')));
  expect(shown).toEqual([String(second.id), String(first.id)]);

  // Public by default: it is in the list of public collections (newest first).
  await page.goto(`${suite.portal.url}/collections?tab=new`);
  await page.locator('[data-testid=collection-card]', { hasText: title }).waitFor();
  expect(errors).toEqual([]);
});
