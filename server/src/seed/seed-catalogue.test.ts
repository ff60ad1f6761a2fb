import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { migrate } from '../db/migrate';
import type { Queryable } from '../db/types';
import { listPageQuery, type GameListQuery } from '../modules/catalogue/repository';
import { namePinyin } from '../modules/catalogue';
import { BANNERS_PER_CATEGORY, decryptImage, SCREENSHOTS_PER_CATEGORY } from './images';
import { seedDemoData } from './index';
import { DEMO_CATALOGUE_MARKER, insertGeneratedGames, seedDemoCatalogue } from './seed-catalogue';

const KEY = 'xgame-image-key!';
const NOW = new Date('2025-06-01T08:00:00Z');
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
const count = async (db: Queryable, sql: string, params: unknown[] = []) => Number((await db.one<{ n: number }>(sql, params))!.n);

describe.each(databaseKinds)('demo catalogue seed on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = tempDir();
  let results: Awaited<ReturnType<typeof seedDemoCatalogue>>[];
  beforeAll(async () => {
    await migrate(database.db);
    // Two instances starting at once: the marker row is claimed by exactly one.
    results = await Promise.all([
      seedDemoCatalogue(database.db, { dataDir, imageKey: KEY, now: NOW }),
      seedDemoCatalogue(database.db, { dataDir, imageKey: KEY, now: NOW }),
    ]);
  });

  it('seeds once even when two start together, and returns the created game ids', async () => {
    const seeded = results.filter((result) => result.seeded);
    expect(seeded).toHaveLength(1);
    const ids = seeded[0]!.gameIds;
    expect(ids.length).toBeGreaterThanOrEqual(200);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(await count(database.db, 'SELECT count(*)::int AS n FROM games')).toBe(ids.length);
    expect(seeded[0]!.newsCount).toBeGreaterThanOrEqual(30);
  });

  it('keeps every category’s game_count equal to its games, over all ten categories', async () => {
    const rows = await database.db.query<{ id: number; game_count: number; actual: number }>(
      `SELECT c.id, c.game_count, (SELECT count(*)::int FROM games g WHERE g.category_id = c.id) AS actual FROM game_categories c ORDER BY c.id`,
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(Number(row.game_count)).toBe(Number(row.actual));
      expect(Number(row.actual)).toBeGreaterThanOrEqual(15);
    }
  });

  it('makes a realistic mix: 王者荣耀 with its pinyin, free and paid, platforms, 版号, 适龄, links, recent updates', async () => {
    const king = await database.db.query<{ pinyin_full: string; pinyin_initials: string }>(
      `SELECT pinyin_full, pinyin_initials FROM games WHERE name = '王者荣耀'`,
    );
    expect(king).toEqual([{ pinyin_full: 'wangzherongyao', pinyin_initials: 'wzry' }]);
    const games = await database.db.query<{
      id: string;
      name: string;
      pinyin_full: string;
      pinyin_initials: string;
      online_type: number;
      buy_amount: number;
      is_ios: boolean;
      is_android: boolean;
      is_h5: boolean;
      android_url: string | null;
      ios_url: string | null;
      tags: string[];
      banners: string[];
      licence_number: string;
      age_rating: string;
      updated_at: Date;
      permissions: string[];
    }>('SELECT * FROM games');
    expect(new Set(games.map((game) => game.name)).size).toBe(games.length);
    for (const game of games.slice(0, 40))
      expect({ full: game.pinyin_full, initials: game.pinyin_initials }).toEqual(namePinyin(game.name));
    const paid = games.filter((game) => game.online_type === 1);
    expect(paid.length).toBeGreaterThan(games.length * 0.1);
    expect(paid.length).toBeLessThan(games.length * 0.5);
    for (const game of paid) expect([6, 12, 18, 30, 45, 68, 98, 128]).toContain(game.buy_amount);
    for (const game of games.filter((g) => g.online_type === 0)) expect(game.buy_amount).toBe(0);
    expect(games.some((game) => game.is_android && !game.is_ios)).toBe(true);
    expect(games.some((game) => game.is_ios && !game.is_android)).toBe(true);
    expect(games.some((game) => game.is_h5)).toBe(true);
    for (const game of games) {
      expect(game.is_android || game.is_ios).toBe(true);
      expect(game.android_url).toBe(game.is_android ? `https://download.xgame.example.com/${game.id}/android` : null);
      expect(game.ios_url).toBe(game.is_ios ? `https://download.xgame.example.com/${game.id}/ios` : null);
      expect(game.tags.length).toBeGreaterThanOrEqual(2);
      expect(game.tags.length).toBeLessThanOrEqual(4);
      expect(game.licence_number).toMatch(/^(ISBN 978-7-498-0\d{4}-\d|国新出审\[20\d{2}\]\d{4}号)$/);
      expect(['8+', '12+', '16+']).toContain(game.age_rating);
      expect(game.permissions.length).toBeGreaterThanOrEqual(3);
      const age = NOW.getTime() - new Date(game.updated_at).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(366 * 86_400_000);
    }
    const banners = games.flatMap((game) => game.banners);
    const encrypted = banners.filter((url) => url.endsWith('.png.enc')).length / banners.length;
    expect(encrypted).toBeGreaterThan(0.1);
    expect(encrypted).toBeLessThan(0.3);
  });

  it('gives every demo game its own lettered key art first, pool pictures of its own category after, and encrypted copies that decrypt to them', async () => {
    const games = await database.db.query<{ name: string; category_id: number; banners: string[]; screenshots: string[] }>(
      'SELECT name, category_id, banners, screenshots FROM games ORDER BY id',
    );
    const firsts = games.map((game) => game.banners[0]!);
    for (const first of firsts) expect(first).toMatch(/^\/media\/catalogue\/title-[0-9a-f]{16}\.png(\.enc)?$/);
    // A banner per game: distinct names, distinct pictures.
    expect(new Set(firsts.map((url) => url.replace(/\.enc$/, ''))).size).toBe(new Set(games.map((game) => game.name)).size);
    const file = (url: string) => path.join(dataDir, 'catalogue', url.replace('/media/catalogue/', ''));
    const [a, b] = [readFileSync(file(firsts[0]!.replace(/\.enc$/, ''))), readFileSync(file(firsts[1]!.replace(/\.enc$/, '')))];
    expect(a.subarray(1, 4).toString()).toBe('PNG');
    expect([a.readUInt32BE(16), a.readUInt32BE(20)]).toEqual([640, 320]);
    expect(a.equals(b)).toBe(false);
    const encrypted = firsts.find((url) => url.endsWith('.enc'))!;
    expect(decryptImage(readFileSync(file(encrypted)), KEY).equals(readFileSync(file(encrypted.replace(/\.enc$/, ''))))).toBe(true);
    for (const game of games) {
      for (const url of [...game.banners.slice(1), ...game.screenshots]) {
        const index = Number(/-(\d+)\.png/.exec(url)![1]);
        const perCategory = url.includes('/banner-') ? BANNERS_PER_CATEGORY : SCREENSHOTS_PER_CATEGORY;
        expect(Math.floor(index / perCategory) + 1).toBe(Number(game.category_id));
      }
    }
    const shot = readFileSync(file(games[0]!.screenshots[0]!));
    // Phone-shaped: portrait.
    expect(shot.readUInt32BE(20)).toBeGreaterThan(shot.readUInt32BE(16));
  });

  it('changes nothing when run again', async () => {
    const before = await database.db.query(
      "SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM game_news) AS news, (SELECT string_agg(game_count::text, ',' ORDER BY id) FROM game_categories) AS counts",
    );
    const again = await seedDemoCatalogue(database.db, { dataDir, imageKey: KEY, now: new Date() });
    expect(again).toEqual({ seeded: false, demo: true, gameIds: [], newsCount: 0, imagesWritten: 0 });
    const after = await database.db.query(
      "SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM game_news) AS news, (SELECT string_agg(game_count::text, ',' ORDER BY id) FROM game_categories) AS counts",
    );
    expect(after).toEqual(before);
    expect(await count(database.db, 'SELECT count(*)::int AS n FROM app_meta WHERE key = $1', [DEMO_CATALOGUE_MARKER])).toBe(1);
  });
});

describe.each(databaseKinds)('category list query on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await migrate(database.db);
    await seedDemoCatalogue(database.db, { dataDir: tempDir(), imageKey: KEY, now: NOW });
    // A table big enough that the planner's choice means something.
    await insertGeneratedGames(database.db, { from: 240, count: 30_000, now: NOW });
    await database.db.exec('ANALYZE games');
  });

  const query = (sort: GameListQuery['sort']): GameListQuery => ({ categoryId: 3, keyword: '', sort, page: 2, pageSize: 20 });

  it.each(['hot', 'new'] as const)('returns page 2 of a category sorted %s, as computed from all its rows', async (sort) => {
    const { sql, params } = listPageQuery(query(sort));
    const page = await database.db.query<{ id: number }>(sql, params);
    const all = await database.db.query<{ id: number; hot_score: number; updated_at: Date }>(
      'SELECT id::int AS id, hot_score, updated_at FROM games WHERE category_id = 3',
    );
    const key = (row: (typeof all)[number]) => (sort === 'hot' ? row.hot_score : new Date(row.updated_at).getTime());
    const expected = [...all]
      .sort((a, b) => key(b) - key(a) || b.id - a.id)
      .slice(20, 40)
      .map((row) => row.id);
    expect(page.map((row) => row.id)).toEqual(expected);

    if (kind === 'postgres') {
      // On the PostgreSQL server: the page walks games_category_<sort>, never a sequential scan of games.
      const [plan] = await database.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const text = JSON.stringify(plan!['QUERY PLAN']);
      expect(text).toContain(`"Index Name":"games_category_${sort}"`);
      expect(text).not.toContain('"Seq Scan"');
      expect(text).not.toContain('"Sort"');
    }
  });
});

describe.each(databaseKinds)('seedDemoData on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('seeds catalogue, gift packs and the demo player once; a second run changes nothing', async () => {
    const dataDir = tempDir();
    const first = await seedDemoData(database.db, { dataDir, imageKey: KEY, now: NOW, games: 200 });
    expect(first.catalogue.seeded).toBe(true);
    expect(first.catalogue.gameIds).toHaveLength(200);
    expect(first.gifts?.packs).toBeGreaterThan(0);
    const snapshot = () =>
      database.db.query(
        `SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM gift_packs) AS packs,
         (SELECT count(*)::int FROM gift_codes) AS codes, (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM coin_ledger) AS ledger`,
      );
    const before = await snapshot();
    const second = await seedDemoData(database.db, { dataDir, imageKey: KEY, now: new Date() });
    expect(second.catalogue.seeded).toBe(false);
    expect(second.gifts).toBeNull();
    expect(second.player.uid).toBe(first.player.uid);
    expect(await snapshot()).toEqual(before);
  });
});

describe('seedDemoCatalogue on a database with a real catalogue', () => {
  const database = useTestDatabase('pglite');
  it('leaves it alone and seeds no demo gift packs', async () => {
    await migrate(database.db);
    await database.db.query(
      `INSERT INTO games (name, pinyin_full, pinyin_initials, category_id, summary, description, icon, is_ios, is_android, is_h5,
         developer, version, package_size, licence_number, age_rating, privacy_policy_url, updated_at)
       VALUES ('真实游戏', 'zhenshiyouxi', 'zsyx', 1, 's', 'd', '/i.svg', true, true, false, '某公司', '1.0', 1, 'x', '12+', 'https://x', now())`,
    );
    const report = await seedDemoData(database.db, { dataDir: tempDir(), imageKey: KEY });
    expect(report.catalogue).toMatchObject({ seeded: false, demo: false, gameIds: [] });
    expect(report.gifts).toBeNull();
    expect(await count(database.db, 'SELECT count(*)::int AS n FROM games')).toBe(1);
    expect(await count(database.db, 'SELECT count(*)::int AS n FROM game_news')).toBe(0);
  });
});
