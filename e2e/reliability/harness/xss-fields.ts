import type { Page } from 'playwright-core';
import type { XssAccount, XssWorld } from './xss-world';

/**
 * Every field a player or staff writes that a page renders, and the pages that render it.
 * A new field is one line in XSS_FIELDS (and, for a new page, one entry in XSS_PAGES):
 * posts, comments, private messages and book text join here when they exist.
 *
 * `write` puts a value into the field the way its author does: a player through the API (the
 * product may refuse it at input with HTTP 400, which counts as safe), staff straight into the
 * database (there is no admin API). A `text` field's value starts with a marker the suite looks
 * for on each page, which proves the sample was rendered there; a `url` field is written bare
 * (a marker in front would make `javascript:` a harmless relative URL) and rides on a page that
 * also shows a text field of the same row, or whose `act` uses it (the download link).
 */
/** `storedAs`: stored, and shown to that account rather than to the suite's player. */
export type WriteResult = 'stored' | 'refused' | { storedAs: XssAccount };

export interface XssField {
  field: string;
  author: 'player' | 'staff';
  kind: 'text' | 'url';
  pages: XssPageName[];
  write(world: XssWorld, value: string): Promise<WriteResult>;
}

export interface XssPage {
  /** The address to open (an SPA route, or a page the server renders itself). */
  path(world: XssWorld): string;
  /**
   * What a user does to see the fields after the page loads (open a tab, expand a message).
   * `markerOf(field)` is the round's marker of a text field.
   */
  act?(page: Page, world: XssWorld, markerOf: (field: string) => string): Promise<void>;
}

export const XSS_PAGES = {
  // The start-up bulletin shows only here (the suite dismisses it everywhere else, as a player who ticked 今日不再显示).
  home: { path: () => '/?xss-bulletin=1' },
  newsArticle: { path: (w) => `/?news=${w.rows.news}` },
  gameDetail: {
    path: (w) => `/detail/${w.rows.paidGame}`,
    // A paid game's download asks first: the purchase dialog names the game.
    act: async (page) => {
      await page.getByTestId('download-android').click();
      await page.getByTestId('purchase-dialog').waitFor();
    },
  },
  freeDownload: {
    path: (w) => `/detail/${w.rows.freeGame}`,
    // A free game's download opens the link the server hands out (android_url) at once.
    act: async (page) => {
      const answered = page.waitForResponse((r) => r.url().includes('/api/user/game/download/'));
      await page.getByTestId('download-android').click();
      await answered;
    },
  },
  gameList: {
    path: (w) => `/games/${w.rows.categorySlug}`,
    // The header's search suggestions name the game too (found by its pinyin, which the suite sets to xss).
    act: async (page, _world, markerOf) => {
      await page.getByTestId('header-search-toggle').click();
      await page.getByTestId('header-search').fill('xss');
      await page
        .getByTestId('search-suggestions')
        .filter({ hasText: markerOf('games.name') })
        .waitFor();
    },
  },
  welfare: { path: () => '/welfare' },
  myGifts: { path: () => '/gifts' },
  messages: {
    path: () => '/message',
    act: async (page, world) => {
      await page.locator(`[data-message-id="${world.rows.message}"] .pa-msg__head`).click();
      await page.getByTestId('message-body').waitFor();
    },
  },
  recharge: {
    path: () => '/recharge',
    act: async (page) => {
      await page.getByTestId('tab-orders').click();
      await page.getByTestId('order-item').first().waitFor();
    },
  },
  membership: { path: () => '/profile?pop=1' },
  userCenter: { path: () => '/user' },
  // Served by the server itself (the sandbox payment provider's checkout page).
  checkout: { path: (w) => w.rows.payUrl },
} satisfies Record<string, XssPage>;

export type XssPageName = keyof typeof XSS_PAGES;

/** The row a staff-written field lives in: its key column, the suite's row, and who sees it if not the player. */
interface Row {
  key: 'id' | 'uid' | 'order_no';
  of(world: XssWorld): unknown;
  seenBy?(world: XssWorld): XssAccount;
}
// Not the player's own row: a name the player's update (should the rule let it through) would overwrite.
const otherAccount: Row = { key: 'uid', of: (w) => w.otherAccount.uid, seenBy: (w) => w.otherAccount };
const paidGame: Row = { key: 'id', of: (w) => w.rows.paidGame };
const freeGame: Row = { key: 'id', of: (w) => w.rows.freeGame };
const news: Row = { key: 'id', of: (w) => w.rows.news };
const giftPack: Row = { key: 'id', of: (w) => w.rows.giftPack };
const giftCode: Row = { key: 'id', of: (w) => w.rows.giftCode };
const bulletin: Row = { key: 'id', of: (w) => w.rows.bulletin };
const message: Row = { key: 'id', of: (w) => w.rows.message };
const order: Row = { key: 'order_no', of: (w) => w.rows.orderNo };
const rechargePackage: Row = { key: 'id', of: (w) => w.rows.rechargePackage };
const vipPlan: Row = { key: 'id', of: (w) => w.rows.vipPlan };

/**
 * A column staff write, named `table.column`, set straight in the database; `list` columns are
 * jsonb arrays of strings and get the value as their one item.
 */
function staff(field: string, kind: XssField['kind'], pages: XssPageName[], row: Row, shape: 'value' | 'list' = 'value'): XssField {
  const [table, column] = field.split('.');
  const sql = `UPDATE ${table} SET ${column} = $1${shape === 'list' ? '::jsonb' : ''} WHERE ${row.key} = $2`;
  return {
    field,
    author: 'staff',
    kind,
    pages,
    write: async (w, value) => {
      await w.db.query(sql, [shape === 'list' ? JSON.stringify([value]) : value, row.of(w)]);
      return row.seenBy ? { storedAs: row.seenBy(w) } : 'stored';
    },
  };
}

/** A player's write through the API: HTTP 400 is a refusal at input; any other failure stops the suite. */
async function playerWrite(w: XssWorld, path: string, body: Record<string, unknown>, token?: string) {
  const response = await fetch(`${w.portalUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
  if (response.status === 400) return { refused: true as const };
  if (response.status !== 200 || envelope.code !== 0) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(envelope)}`);
  return { refused: false as const, data: envelope.data };
}

export const XSS_FIELDS: XssField[] = [
  {
    field: 'users.name (昵称: POST user/center/updateInfo)',
    author: 'player',
    kind: 'text',
    pages: ['home', 'userCenter'],
    write: async (w, value) =>
      (await playerWrite(w, '/user/center/updateInfo', { name: value }, w.player.token)).refused ? 'refused' : 'stored',
  },
  {
    // An account registered with it starts with it as its name: shown to that account.
    field: 'users.login_name (用户名: POST user/registerWithName)',
    author: 'player',
    kind: 'text',
    pages: ['home', 'userCenter'],
    write: async (w, value) => {
      const answer = await playerWrite(w, '/user/registerWithName', { loginName: value, password: 'xss12345' });
      if (answer.refused) return 'refused';
      const data = answer.data as { uid: number | string; name: string; token: string };
      return { storedAs: { uid: Number(data.uid), name: data.name, token: data.token } };
    },
  },
  // The same name as stored, should the input rule ever change: rendering must hold on its own.
  staff('users.name', 'text', ['home', 'userCenter'], otherAccount),
  staff('users.avatar', 'url', ['home', 'userCenter'], otherAccount),
  staff('games.name', 'text', ['home', 'gameDetail', 'gameList', 'welfare', 'myGifts'], paidGame),
  staff('games.summary', 'text', ['home', 'gameDetail', 'gameList'], paidGame),
  staff('games.description', 'text', ['gameDetail'], paidGame),
  staff('games.tags', 'text', ['home', 'gameDetail', 'gameList'], paidGame, 'list'),
  staff('games.developer', 'text', ['gameDetail'], paidGame),
  staff('games.version', 'text', ['gameDetail'], paidGame),
  staff('games.licence_number', 'text', ['gameDetail'], paidGame),
  staff('games.age_rating', 'text', ['gameDetail'], paidGame),
  staff('games.permissions', 'text', ['gameDetail'], paidGame, 'list'),
  staff('games.privacy_policy_url', 'url', ['gameDetail'], paidGame),
  staff('games.icon', 'url', ['home', 'gameDetail', 'gameList', 'welfare'], paidGame),
  staff('games.banners', 'url', ['home', 'gameDetail'], paidGame, 'list'),
  staff('games.screenshots', 'url', ['gameDetail'], paidGame, 'list'),
  staff('games.android_url', 'url', ['freeDownload'], freeGame),
  staff('game_news.title', 'text', ['home', 'newsArticle'], news),
  staff('game_news.summary', 'text', ['home'], news),
  staff('game_news.content', 'text', ['newsArticle'], news),
  staff('game_news.cover', 'url', ['home', 'newsArticle'], news),
  staff('gift_packs.name', 'text', ['gameDetail', 'welfare', 'myGifts'], giftPack),
  staff('gift_packs.content', 'text', ['gameDetail', 'welfare'], giftPack),
  staff('gift_packs.usage', 'text', ['gameDetail', 'welfare'], giftPack),
  staff('gift_codes.code', 'text', ['gameDetail', 'welfare', 'myGifts'], giftCode),
  staff('bulletins.title', 'text', ['home'], bulletin),
  staff('bulletins.content', 'text', ['home'], bulletin),
  staff('system_messages.title', 'text', ['messages'], message),
  staff('system_messages.content', 'text', ['messages'], message),
  staff('orders.title', 'text', ['recharge', 'checkout'], order),
  staff('recharge_packages.label', 'text', ['recharge'], rechargePackage),
  staff('vip_plans.name', 'text', ['membership'], vipPlan),
  staff('vip_plans.benefits', 'text', ['membership'], vipPlan, 'list'),
];
