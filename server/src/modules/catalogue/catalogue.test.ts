import { mkdtempSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { GameDetail, GameListResult, GameSuggestion, GameSummary } from '@portal/shared/types';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { overHttp } from '../../../test/over-http';
import { ResultCode } from '@portal/shared/types';
import { seedDemoCatalogue } from '../../seed/seed-catalogue';
import { changeBalance } from '../wallet';

const IMAGE_KEY = 'xgame-image-key!';

describe.each(databaseKinds)('games catalogue on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-catalogue-'));
  let test: AccountsTestApp;
  let kingId: number;

  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { DATA_DIR: dataDir });
    await seedDemoCatalogue(database.db, { dataDir, imageKey: IMAGE_KEY, now: new Date('2025-06-01T08:00:00Z') });
    const king = await database.db.one<{ id: number }>(`SELECT id::int AS id FROM games WHERE name = '王者荣耀'`);
    kingId = Number(king!.id);
  });
  afterAll(() => test.app.close());

  const list = (body: Record<string, unknown>, json = false) => post(test.app, '/api/web/game/list', body, { json });
  const page = async (body: Record<string, unknown>, json = false) => okData<GameListResult>(await list(body, json));
  const hotScores = async (ids: number[]) => {
    const rows = await database.db.query<{ id: number; hot_score: number }>(
      'SELECT id::int AS id, hot_score FROM games WHERE id = ANY($1::bigint[])',
      [ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), Number(row.hot_score)]));
    return ids.map((id) => byId.get(id)!);
  };
  const categoryCount = async (categoryId: number) =>
    Number((await database.db.one<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE category_id = $1', [categoryId]))!.n);

  it('lists a category by numeric id and by slug alike, with the kept category total', async () => {
    const byId = await page({ category: 8 });
    const bySlug = await page({ category: 'shooter' }, true);
    const byJsonNumber = await page({ category: 8 }, true);
    expect(byId.items.length).toBe(20);
    expect(byId.items.every((game) => game.categoryId === 8)).toBe(true);
    expect(bySlug).toEqual(byId);
    expect(byJsonNumber).toEqual(byId);
    expect(byId.total).toBe(await categoryCount(8));
    expect(byId).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('sorts by hot score (ties by id) or by update time, newest first', async () => {
    const hot = await page({ category: 'rpg', sort: 'hot', pageSize: 50 });
    const scores = await hotScores(hot.items.map((game) => game.id));
    for (let i = 1; i < scores.length; i += 1) {
      expect(scores[i - 1]! > scores[i]! || (scores[i - 1] === scores[i] && hot.items[i - 1]!.id > hot.items[i]!.id)).toBe(true);
    }
    const fresh = await page({ category: 'rpg', sort: 'new', pageSize: 50 });
    const times = fresh.items.map((game) => Date.parse(game.updatedAt));
    for (let i = 1; i < times.length; i += 1) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]!);
    expect(new Set(fresh.items.map((game) => game.id))).toEqual(new Set(hot.items.map((game) => game.id)));
    expect(fresh.items.map((game) => game.id)).not.toEqual(hot.items.map((game) => game.id));
  });

  it('continues page 1 on page 2 without overlap, and counts all games without a category', async () => {
    const first = await page({ page: 1, pageSize: 10, sort: 'new' });
    const second = await page({ page: 2, pageSize: 10, sort: 'new' });
    const both = await page({ page: 1, pageSize: 20, sort: 'new' });
    expect([...first.items, ...second.items].map((game) => game.id)).toEqual(both.items.map((game) => game.id));
    expect(new Set([...first.items, ...second.items].map((game) => game.id)).size).toBe(20);
    const all = Number((await database.db.one<{ n: number }>('SELECT count(*)::int AS n FROM games'))!.n);
    expect(first.total).toBe(all);
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: all });
    const beyond = await page({ page: 1000, pageSize: 50 });
    expect(beyond.items).toEqual([]);
  });

  it('defaults to page 1 of 20 by hot score and ignores the appID the client adds', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/web/game/list' });
    const result = okData<GameListResult>(response);
    expect(result).toMatchObject({ page: 1, pageSize: 20 });
    expect(result.items).toHaveLength(20);
    expect(await page({ appID: 2008 })).toEqual(result);
  });

  it.each([
    [{ pageSize: 500 }, '参数错误：pageSize 不能大于 100'],
    [{ pageSize: 0 }, '参数错误：pageSize 不能小于 1'],
    [{ page: 0 }, '参数错误：page 不能小于 1'],
    [{ page: 'abc' }, '参数错误：page 必须是整数'],
    [{ category: 'racing' }, '参数错误：category 游戏分类不存在'],
    [{ category: 11 }, '参数错误：category 游戏分类不存在'],
    [{ sort: 'cheap' }, '参数错误：sort 必须是以下值之一：hot、new'],
    [{ keyword: '王'.repeat(31) }, '参数错误：keyword 不能超过 30 个字符'],
  ])('refuses %j with HTTP 400 naming the field', async (body, message) => {
    const response = await list(body);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.badRequest, msg: message, data: null });
  });

  it.each(['王者', '荣耀', 'wzry', 'wangzhe', 'WZRY', ' w z r y ', 'wangzherongyao'])('finds 王者荣耀 by keyword %j', async (keyword) => {
    const result = await page({ keyword });
    expect(result.items.map((game) => game.name)).toContain('王者荣耀');
    expect(result.total).toBeGreaterThanOrEqual(1);
    expect(result.total).toBeLessThan(50);
  });

  it('matches pinyin as a prefix only, and counts keyword matches in a category', async () => {
    expect((await page({ keyword: 'rongyao' })).items.map((game) => game.name)).not.toContain('王者荣耀');
    const inSports = await page({ keyword: 'wz', category: 'sports' });
    const everywhere = await page({ keyword: 'wz' });
    expect(inSports.items.every((game) => game.categoryId === 4 && game.name.startsWith('王者'))).toBe(true);
    expect(inSports.items.map((game) => game.name)).toContain('王者荣耀');
    expect(everywhere.total).toBeGreaterThan(inSports.total);
    expect(everywhere.total).toBe(everywhere.items.length);
  });

  it("counts a keyword's matches on every page, and on a page past the last one", async () => {
    const matches = Number((await database.db.one<{ n: number }>("SELECT count(*)::int AS n FROM games WHERE lower(name) LIKE '%王%'"))!.n);
    expect(matches).toBeGreaterThan(2);
    const first = await page({ keyword: '王', pageSize: 2 });
    const last = await page({ keyword: '王', pageSize: 2, page: Math.ceil(matches / 2) });
    const beyond = await page({ keyword: '王', pageSize: 2, page: Math.ceil(matches / 2) + 5 });
    expect([first.total, last.total, beyond.total]).toEqual([matches, matches, matches]);
    expect(first.items).toHaveLength(2);
    expect(last.items.length).toBeGreaterThan(0);
    expect(beyond.items).toEqual([]);
    expect((await page({ keyword: '不存在的游戏' })).total).toBe(0);
  });

  it('treats % and _ in a keyword literally', async () => {
    const row = await database.db.one<{ id: number }>(
      `INSERT INTO games (name, pinyin_full, pinyin_initials, category_id, summary, description, icon, is_ios, is_android, is_h5,
         developer, version, package_size, licence_number, age_rating, privacy_policy_url, updated_at)
       VALUES ('百分百_胜率%', 'baifenbai_shenglv%', 'bfb_sl%', 5, 's', 'd', '/media/catalogue/icon-767e.svg', true, true, false,
         '测试', '1.0.0', 1, 'ISBN 978-7-498-00000-0', '8+', 'https://www.xgame.example.com/privacy/x.html', now())
       RETURNING id::int AS id`,
    );
    await database.db.query('UPDATE game_categories SET game_count = game_count + 1 WHERE id = 5');
    const percent = await page({ keyword: '%' });
    expect(percent.items.map((game) => game.id)).toEqual([Number(row!.id)]);
    expect(percent.total).toBe(1);
    expect((await page({ keyword: '_' })).items.map((game) => game.id)).toEqual([Number(row!.id)]);
    expect((await page({ keyword: '王%' })).total).toBe(0);
    expect((await page({ keyword: 'w_ry' })).total).toBe(0);
  });

  it('suggests at most 8 names by hot score for the search box', async () => {
    const king = okData<GameSuggestion[]>(await test.app.inject({ url: `/api/web/game/suggest?keyword=${encodeURIComponent('wzry')}` }));
    expect(king[0]).toEqual({ id: kingId, name: '王者荣耀', icon: '/media/catalogue/icon-738b.webp' });
    const many = okData<GameSuggestion[]>(await test.app.inject({ url: '/api/web/game/suggest?keyword=x' }));
    expect(many).toHaveLength(8);
    const scores = await hotScores(many.map((game) => game.id));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(okData<GameSuggestion[]>(await test.app.inject({ url: '/api/web/game/suggest?keyword=' }))).toEqual([]);
    expect(okData<GameSuggestion[]>(await test.app.inject({ url: '/api/web/game/suggest' }))).toEqual([]);
    const tooLong = await test.app.inject({ url: `/api/web/game/suggest?keyword=${'a'.repeat(31)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(envelope(tooLong).msg).toBe('参数错误：keyword 不能超过 30 个字符');
  });

  it('shows a game’s detail with banners as a JSON string and no download links', async () => {
    const response = await post(test.app, '/api/web/game/detail', { appID: kingId });
    const detail = okData<GameDetail>(response);
    expect(detail).toMatchObject({ id: kingId, appID: kingId, name: '王者荣耀', categoryId: 4, owned: false });
    expect(typeof detail.banners).toBe('string');
    const banners = JSON.parse(detail.banners) as string[];
    expect(banners.length).toBeGreaterThanOrEqual(1);
    // The first is the game's own lettered key art (demo games) or a pool picture of its category.
    for (const url of banners) expect(url).toMatch(/^\/media\/catalogue\/(banner-\d{2}|title-[0-9a-f]{16})\.png(\.enc)?$/);
    expect(detail.screenshots.length).toBeGreaterThanOrEqual(3);
    for (const url of detail.screenshots) expect(url).toMatch(/^\/media\/catalogue\/shot-\d{2}\.png$/);
    expect(detail.tags.length).toBeGreaterThanOrEqual(2);
    expect(detail.tags.length).toBeLessThanOrEqual(4);
    expect(detail.permissions.length).toBeGreaterThanOrEqual(3);
    expect(detail.ageRating).toMatch(/^(8|12|16)\+$/);
    expect(detail.licenceNumber).toMatch(/^(ISBN 978-7-498-0\d{4}-\d|国新出审\[20\d{2}\]\d{4}号)$/);
    expect(detail.privacyPolicyUrl).toMatch(/^https:\/\//);
    expect(detail.packageSize).toBeGreaterThan(50 * 1024 * 1024);
    expect(detail.description.length).toBeGreaterThan(40);
    expect(detail.isAndroid || detail.isIos).toBe(true);
    expect(response.body).not.toContain('download.xgame');
    expect(Object.keys(detail)).not.toEqual(expect.arrayContaining(['androidUrl']));
    // The same card fields as the list.
    const listed = (await page({ keyword: 'wzry' })).items.find((game) => game.id === kingId)!;
    const {
      description,
      screenshots,
      developer,
      version,
      packageSize,
      licenceNumber,
      ageRating,
      permissions,
      privacyPolicyUrl,
      owned,
      ...card
    } = detail;
    expect(card).toEqual(listed satisfies GameSummary);
  });

  it.each([
    [{ appID: 2147483648 }, '参数错误：appID 不能大于 2147483647'],
    [{ appID: 0 }, '参数错误：appID 不能小于 1'],
    [{ appID: '1.5' }, '参数错误：appID 必须是整数'],
  ])('refuses the detail of %j with a 400 naming appID (ids stop at PostgreSQL integer)', async (body, msg) => {
    const response = await post(test.app, '/api/web/game/detail', body);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.badRequest, msg, data: null });
  });

  it('marks owned only for the session’s user with a purchase; a guest or a stale token is not an error', async () => {
    const paid = await database.db.one<{ id: number; buy_amount: number }>(
      'SELECT id::int AS id, buy_amount FROM games WHERE online_type = 1 ORDER BY id LIMIT 1',
    );
    const gameId = Number(paid!.id);
    const buyer = await registerUser(test.app);
    const other = await registerUser(test.app);
    const detail = (token?: string) => post(test.app, '/api/web/game/detail', { appID: gameId }, token === undefined ? {} : { token });

    expect(okData<GameDetail>(await detail()).owned).toBe(false);
    expect(okData<GameDetail>(await detail(buyer.token)).owned).toBe(false);
    const stale = await detail('not-a-real-token');
    expect(stale.statusCode).toBe(200);
    expect(okData<GameDetail>(stale).owned).toBe(false);

    await database.db.transaction(async (tx) => {
      const at = new Date();
      await changeBalance(tx, { userId: buyer.uid, amount: 200, reason: 'grant', reference: 'test:catalogue', at });
      const { ledgerId } = await changeBalance(tx, {
        userId: buyer.uid,
        amount: -Number(paid!.buy_amount),
        reason: 'purchase',
        reference: `game:${gameId}`,
        at,
      });
      await tx.query('INSERT INTO game_purchases (user_id, game_id, price, ledger_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
        buyer.uid,
        gameId,
        paid!.buy_amount,
        ledgerId,
        at,
      ]);
    });
    expect(okData<GameDetail>(await detail(buyer.token)).owned).toBe(true);
    // Identity comes from the token only: naming the buyer's uid does not make another user an owner.
    expect(
      okData<GameDetail>(await post(test.app, '/api/web/game/detail', { appID: gameId }, { token: other.token, uid: buyer.uid })).owned,
    ).toBe(false);
    expect(okData<GameDetail>(await detail()).owned).toBe(false);
  });

  it('answers an unknown appID with 404 and code 1203, and a missing one with 400', async () => {
    const response = await post(test.app, '/api/web/game/detail', { appID: 987_654_321 }, { json: true });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toEqual({ code: ResultCode.gameNotFound, msg: '游戏不存在或已下架', data: null });
    const missing = await test.app.inject({ method: 'POST', url: '/api/web/game/detail', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('缺少必填字段：appID');
  });
});

describe.each(databaseKinds)('the catalogue read cache on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-catalogue-cache-'));
  let test: AccountsTestApp;
  let gameId: number;

  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { DATA_DIR: dataDir, CATALOGUE_CACHE_MS: '300' });
    await seedDemoCatalogue(database.db, { dataDir, imageKey: IMAGE_KEY, games: 30, now: new Date('2025-06-01T08:00:00Z') });
    gameId = Number(
      (await database.db.one<{ id: number }>('SELECT id::int AS id FROM games ORDER BY hot_score DESC, id DESC LIMIT 1'))!.id,
    );
  });
  afterAll(() => test.app.close());

  const summaryInDetail = async () => okData<GameDetail>(await post(test.app, '/api/web/game/detail', { appID: gameId })).summary;
  const summaryInList = async () =>
    okData<GameListResult>(await post(test.app, '/api/web/game/list', {})).items.find((g) => g.id === gameId)?.summary;

  it('answers list pages and details from memory for CATALOGUE_CACHE_MS, then shows the change', async () => {
    const before = await summaryInDetail();
    expect(await summaryInList()).toBe(before);
    await database.db.query('UPDATE games SET summary = $2 WHERE id = $1', [gameId, '缓存之后改过的简介']);
    expect(await summaryInDetail()).toBe(before);
    expect(await summaryInList()).toBe(before);
    test.clock.advance(301);
    expect(await summaryInDetail()).toBe('缓存之后改过的简介');
    expect(await summaryInList()).toBe('缓存之后改过的简介');
  });

  /** Asks until the answer is the expected one: a background reload ends when the database answers, not at a set time. */
  async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<void> {
    for (let attempt = 0; attempt < 200 && (await ask()) !== expected; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await ask()).toBe(expected);
  }

  it('reloads a page or detail asked for in the last fifth of its life in the background, answering the kept one meanwhile', async () => {
    test.clock.advance(301);
    const before = await summaryInDetail();
    expect(await summaryInList()).toBe(before);
    await database.db.query('UPDATE games SET summary = $2 WHERE id = $1', [gameId, '后台刷新的简介']);
    test.clock.advance(250);
    // The clock stands still from here: the entries never expire, only a background reload can bring the change.
    expect(await summaryInDetail()).toBe(before);
    expect(await summaryInList()).toBe(before);
    await eventually(summaryInDetail, '后台刷新的简介');
    await eventually(summaryInList, '后台刷新的简介');
  });

  it('reloads a kept "no such game" after a 404 into the game’s real detail', async () => {
    const missingId = 987_654;
    const detailOf = () => post(test.app, '/api/web/game/detail', { appID: missingId });
    test.clock.advance(301);
    expect((await detailOf()).statusCode).toBe(404);
    await database.db.query(
      `INSERT INTO games (id, name, pinyin_full, pinyin_initials, category_id, summary, description, icon, is_ios, is_android, is_h5,
         developer, version, package_size, licence_number, age_rating, privacy_policy_url, updated_at)
       SELECT $1, '后来上架的游戏', 'houlaishangjiadeyouxi', 'hlsjdyx', category_id, summary, description, icon, is_ios, is_android,
         is_h5, developer, version, package_size, licence_number, age_rating, privacy_policy_url, updated_at FROM games WHERE id = $2`,
      [missingId, gameId],
    );
    test.clock.advance(250);
    // This request ends in a 404; the reload it starts must still keep a 200 answer, not one shaped by that 404.
    expect((await detailOf()).statusCode).toBe(404);
    await eventually(async () => (await detailOf()).statusCode, 200);
    expect(okData<GameDetail>(await detailOf())).toMatchObject({ id: missingId, name: '后来上架的游戏' });
  });

  it('answers a guest’s repeat over HTTP in front of Fastify (the front cache), and no longer than the read cache keeps it', async () => {
    test.clock.advance(301);
    const over = (await overHttp(test.app)).post;
    const detailText = async () => (await over('/web/game/detail', { appID: gameId })).text();
    const before = await detailText();
    const hits = test.app.frontCacheStats().hits;
    expect(await detailText()).toBe(before);
    expect(test.app.frontCacheStats().hits).toBe(hits + 1);

    await database.db.query('UPDATE games SET summary = $2 WHERE id = $1', [gameId, '前置缓存之后改过的简介']);
    expect(await detailText()).toBe(before);
    // The read cache would refresh from its last fifth (240 ms on): the front stops there.
    test.clock.advance(241);
    expect(await detailText()).toBe(before);
    expect(test.app.frontCacheStats().hits).toBe(hits + 2);
    await eventually(async () => JSON.parse(await detailText()).data.summary, '前置缓存之后改过的简介');

    // A stale token is a guest here too, answered by Fastify (a token never reaches the front cache).
    const withToken = await over('/web/game/detail', { appID: gameId }, { token: 'no-such-session' });
    expect((await withToken.json()).data).toMatchObject({ summary: '前置缓存之后改过的简介', owned: false });
    // A list page the same way, with its compressed twin.
    const page = () => over('/web/game/list', { page: 1 }, { 'accept-encoding': 'br' });
    const first = await page();
    expect(first.headers.get('content-encoding')).toBe('br');
    const listHits = test.app.frontCacheStats().hits;
    expect(await (await page()).json()).toEqual(await first.json());
    expect(test.app.frontCacheStats().hits).toBe(listHits + 1);
  });

  it('answers a kept page in the encoding the client accepts, the same JSON in each', async () => {
    const list = (acceptEncoding?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/web/game/list',
        payload: {},
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = plain.json();
    expect(json.code).toBe(0);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await list('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

    expect((await list('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('writes a kept answer with the headers every answer has: security headers, request id, exact length', async () => {
    const gameId = okData<GameListResult>(await post(test.app, '/api/web/game/list', {})).items[0]!.id;
    const detail = (headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'POST', url: '/api/web/game/detail', payload: { appID: gameId }, headers });
    const uncached = await test.app.inject({ method: 'POST', url: '/api/web/game/detail', payload: { appID: 999_999_999 } });
    for (const answer of [await detail(), await detail({ 'accept-encoding': 'br' })]) {
      expect(answer.statusCode).toBe(200);
      // Helmet's headers, as on an answer that went through Fastify's send (the 404 here).
      for (const header of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'x-frame-options']) {
        expect(answer.headers[header]).toBe(uncached.headers[header]);
      }
      expect(answer.headers['x-request-id']).toMatch(/^req-/);
      expect(answer.headers['x-request-id']).not.toBe(uncached.headers['x-request-id']);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
  });
});
