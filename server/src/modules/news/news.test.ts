import { mkdtempSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { NewsArticle, NewsSummary, Paged } from '@portal/shared/types';
import { buildAccountsApp, envelope, okData, post, type AccountsTestApp } from '../../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { overHttp } from '../../../test/over-http';
import { ResultCode } from '@portal/shared/types';
import { seedDemoCatalogue } from '../../seed/seed-catalogue';

describe.each(databaseKinds)('game news on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-news-'));
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { DATA_DIR: dataDir });
    await seedDemoCatalogue(database.db, { dataDir, imageKey: 'xgame-image-key!' });
  });
  afterAll(() => test.app.close());

  const newsPage = async (body: Record<string, unknown>) =>
    okData<Paged<NewsSummary>>(await post(test.app, '/api/web/game/news/list', body));

  it('lists news newest first, page by page, with the total', async () => {
    const first = await newsPage({ page: 1, pageSize: 10 });
    const second = await newsPage({ page: 2, pageSize: 10 });
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    const items = [...first.items, ...second.items];
    expect(items).toHaveLength(20);
    expect(new Set(items.map((item) => item.id)).size).toBe(20);
    const times = items.map((item) => Date.parse(item.publishedAt));
    for (let i = 1; i < times.length; i += 1) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]!);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      summary: expect.any(String),
      cover: expect.stringMatching(/^\/media\/catalogue\/banner-\d{2}\.png$/),
      gameId: expect.any(Number),
      publishedAt: expect.any(String),
    });
    expect(items[0]).not.toHaveProperty('content');
  });

  it('lists one game’s news only when asked, and industry news has no game', async () => {
    const all = await newsPage({ pageSize: 50 });
    const gameId = all.items.find((item) => item.gameId !== null)!.gameId!;
    const mine = await newsPage({ gameId, pageSize: 50 });
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item) => item.gameId === gameId)).toBe(true);
    expect(mine.total).toBe(all.items.filter((item) => item.gameId === gameId).length);
    expect(all.items.some((item) => item.gameId === null)).toBe(true);
  });

  it('shows an article with its HTML, and a 404 for an unknown one', async () => {
    const [latest] = (await newsPage({ pageSize: 1 })).items;
    const article = okData<NewsArticle>(await post(test.app, '/api/web/game/news/detail', { id: latest!.id }));
    expect(article).toMatchObject(latest!);
    expect(article.content).toContain('<p>');
    expect(article.content).toContain('<h3>');
    expect(article.content).toMatch(/<img src="\/media\/catalogue\/banner-\d{2}\.png"/);
    const missing = await post(test.app, '/api/web/game/news/detail', { id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toEqual({ code: ResultCode.notFound, msg: '资讯不存在或已删除', data: null });
  });

  it('refuses a page size above 100 (the one paging rule) naming the field', async () => {
    const response = await post(test.app, '/api/web/game/news/list', { pageSize: 101 });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).msg).toBe('参数错误：pageSize 不能大于 100');
  });
});

describe.each(databaseKinds)('the news read cache on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-news-cache-'));
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { DATA_DIR: dataDir, CATALOGUE_CACHE_MS: '300' });
    await seedDemoCatalogue(database.db, { dataDir, imageKey: 'xgame-image-key!', games: 20 });
  });
  afterAll(() => test.app.close());

  const latest = async () => okData<Paged<NewsSummary>>(await post(test.app, '/api/web/game/news/list', { pageSize: 1 })).items[0]!;
  const article = (id: number) => post(test.app, '/api/web/game/news/detail', { id });

  it('answers pages and articles from memory for CATALOGUE_CACHE_MS, then shows the change', async () => {
    const before = await latest();
    expect(okData<NewsArticle>(await article(before.id)).title).toBe(before.title);
    await database.db.query('UPDATE game_news SET title = $2 WHERE id = $1', [before.id, '缓存之后改过的标题']);
    expect((await latest()).title).toBe(before.title);
    expect(okData<NewsArticle>(await article(before.id)).title).toBe(before.title);
    test.clock.advance(301);
    expect((await latest()).title).toBe('缓存之后改过的标题');
    expect(okData<NewsArticle>(await article(before.id)).title).toBe('缓存之后改过的标题');
  });

  it('keeps "no such article" for CATALOGUE_CACHE_MS too, then finds the article published since', async () => {
    const id = 88_888_888;
    expect((await article(id)).statusCode).toBe(404);
    await database.db.query(
      `INSERT INTO game_news (id, title, summary, cover, content, published_at)
       VALUES ($1, '新发布的资讯', '摘要', '/media/catalogue/banner-01.png', '<p>正文</p>', now())`,
      [id],
    );
    const kept = await article(id);
    expect(kept.statusCode).toBe(404);
    expect(envelope(kept)).toEqual({ code: ResultCode.notFound, msg: '资讯不存在或已删除', data: null });
    test.clock.advance(301);
    expect(okData<NewsArticle>(await article(id)).title).toBe('新发布的资讯');
  });

  it('answers a repeat of a page or an article over HTTP in front of Fastify, until the read cache would refresh it', async () => {
    test.clock.advance(301);
    const { post: over } = await overHttp(test.app);
    const first = await latest();
    const text = async () => (await over('/web/game/news/detail', { id: first.id })).text();
    const before = await text();
    const hits = test.app.frontCacheStats().hits;
    expect(await text()).toBe(before);
    expect(await (await over('/web/game/news/list', { pageSize: 1 })).text()).toContain(first.title);
    expect(await (await over('/web/game/news/list', { pageSize: 1 })).text()).toContain(first.title);
    expect(test.app.frontCacheStats().hits).toBe(hits + 2);
    await database.db.query('UPDATE game_news SET title = $2 WHERE id = $1', [first.id, '前置缓存之后改过的标题']);
    test.clock.advance(301);
    expect(JSON.parse(await text()).data.title).toBe('前置缓存之后改过的标题');
  });

  it('answers a kept page compressed for a client that accepts it', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/web/game/news/list',
      payload: { pageSize: 20 },
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).data.items).toHaveLength(20);
  });
});
