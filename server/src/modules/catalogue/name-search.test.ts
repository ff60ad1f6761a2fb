import type { GameListResult, GameSuggestion } from '@portal/shared/types';
import { buildAccountsApp, okData, post, type AccountsTestApp } from '../../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { keywordGrams } from './name-grams';
import { ASKED_GRAM_RATIO, keywordPageQuery } from './repository';
import { normaliseKeyword } from './pinyin';

/**
 * Substring search in names through the games_name_grams index (migration 16): the answer is
 * exactly the names that contain the keyword (lower case, spaces dropped from the keyword), the
 * semantics of the `lower(name) LIKE '%…%'` it replaced — checked against that rule in plain
 * JavaScript over names picked to trip an index that only looks at character pairs.
 */
const NAMES = [
  '王者荣耀',
  '荣耀王者',
  // Holds every pair of 王者荣耀 (王者, 者荣, 荣耀) but not 王者荣耀 itself.
  '荣耀王者荣',
  '王',
  '王者荣耀2',
  'ABC王者',
  'abc三国',
  'Hello世界',
  '世界hello',
  '100%胜率',
  '1x0%胜率',
  'a_b游戏',
  'acb游戏',
  '𠀋字游戏',
];

describe.each(databaseKinds)('game name search on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  const ids = new Map<string, number>();

  /** Games in one statement (the postings trigger runs once for all of them); their ids kept by name. */
  const insertGames = async (names: string[]) => {
    const rows = await database.db.query<{ id: number; name: string }>(
      `INSERT INTO games (name, pinyin_full, pinyin_initials, category_id, summary, description, icon, is_ios, is_android, is_h5,
         developer, version, package_size, licence_number, age_rating, privacy_policy_url, updated_at)
       SELECT name, 'ceshi', 'cs', 5, 's', 'd', '/media/icon.svg', true, true, false,
         '测试', '1.0.0', 1, 'ISBN 978-7-498-00000-0', '8+', 'https://example.com/privacy', now()
       FROM unnest($1::text[]) AS name
       RETURNING id::int AS id, name`,
      [names],
    );
    for (const row of rows) ids.set(row.name, Number(row.id));
  };
  const insertGame = (name: string) => insertGames([name]);

  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
    for (const name of NAMES) await insertGame(name);
  });
  afterAll(() => test.app.close());

  const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
    okData<GameListResult>(await post(test.app, '/api/web/game/list', { keyword, pageSize: 50, ...extra }));
  const containing = (keyword: string) => {
    const wanted = normaliseKeyword(keyword);
    return NAMES.filter((name) => name.toLowerCase().includes(wanted)).sort();
  };

  it.each([
    ['one character', '王'],
    ['two characters', '王者'],
    ['a pair across words', '者荣'],
    ['four characters, all of whose pairs another name holds too', '王者荣耀'],
    ['mixed latin and Chinese, upper case in the keyword', 'C王'],
    ['mixed, upper case in the name', 'abc王者'],
    ['latin then Chinese across the case', 'hello世'],
    ['Chinese then latin', '界HELLO'],
    ['a literal %', '0%'],
    ['a % that as a wildcard would match 100%胜率', '1%'],
    ['% alone', '%'],
    ['a literal _', 'a_b'],
    ['_ alone', '_'],
    ['a character outside the basic plane', '𠀋字'],
    ['spaces in the keyword are dropped', ' 荣 耀 '],
    ['nothing', '不存在'],
  ])('finds exactly the names containing the keyword: %s (%j)', async (_label, keyword) => {
    const result = await search(keyword);
    expect(result.items.map((game) => game.name).sort()).toEqual(containing(keyword));
    expect(result.total).toBe(containing(keyword).length);
  });

  it('answers the search box with the same names', async () => {
    const suggest = async (keyword: string) =>
      okData<GameSuggestion[]>(await test.app.inject({ url: `/api/web/game/suggest?keyword=${encodeURIComponent(keyword)}` }));
    expect((await suggest('王者荣耀')).map((game) => game.name).sort()).toEqual(['王者荣耀', '王者荣耀2']);
    expect((await suggest('00%')).map((game) => game.name)).toEqual(['100%胜率']);
    // Two characters: from the postings (migration 17).
    expect((await suggest('王者')).map((game) => game.name).sort()).toEqual(containing('王者'));
    expect((await suggest('0%')).map((game) => game.name).sort()).toEqual(containing('0%'));
  });

  it('keeps the index current: a new game is found, a renamed one under its new name only', async () => {
    await insertGame('新来的剑侠');
    expect((await search('剑侠')).items.map((game) => game.id)).toEqual([ids.get('新来的剑侠')]);
    await database.db.query(`UPDATE games SET name = '改名的刀客' WHERE id = $1`, [ids.get('新来的剑侠')]);
    expect((await search('剑侠')).total).toBe(0);
    expect((await search('刀客')).items.map((game) => game.id)).toEqual([ids.get('新来的剑侠')]);
  });

  it('pages, sorts and filters a keyword of one or two characters like any list, and counts all its matches', async () => {
    // Scores and dates set after the insert: the postings (migration 17) follow the games.
    const holding = NAMES.filter((name) => name.includes('王'));
    for (const [index, name] of holding.entries()) {
      await database.db.query(`UPDATE games SET hot_score = $2, updated_at = now() - $3 * interval '1 day' WHERE id = $1`, [
        ids.get(name),
        (index * 5) % holding.length,
        index,
      ]);
    }
    const byHot = holding
      .map((name) => ({ name, hot: (holding.indexOf(name) * 5) % holding.length, id: ids.get(name)! }))
      .sort((a, b) => b.hot - a.hot || b.id - a.id)
      .map((game) => game.name);
    const pages: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await search('王', { pageSize: 2, page, sort: 'hot' });
      expect(result.total).toBe(holding.length);
      pages.push(...result.items.map((game) => game.name));
    }
    expect(pages).toEqual(byHot);
    // Past the end: no rows, and still the count of all matches.
    expect(await search('王', { pageSize: 2, page: 9 })).toMatchObject({ items: [], total: holding.length });
    // Newest first: holding[0] was updated today, the last one days ago.
    expect((await search('王', { sort: 'new' })).items.map((game) => game.name)).toEqual(holding);

    const moved = ids.get('王者荣耀2')!;
    await database.db.query('UPDATE games SET category_id = 6 WHERE id = $1', [moved]);
    expect(await search('王者', { category: 6 })).toMatchObject({ items: [{ id: moved }], total: 1 });
    const inFive = await search('王者', { category: 5 });
    expect(inFive.items.map((game) => game.id)).not.toContain(moved);
    expect(inFive.total).toBe(containing('王者').length - 1);
    await database.db.query('UPDATE games SET category_id = 5 WHERE id = $1', [moved]);
  });

  it('forgets a deleted game', async () => {
    await insertGame('转瞬即逝');
    expect((await search('即逝')).total).toBe(1);
    await database.db.query('DELETE FROM games WHERE id = $1', [ids.get('转瞬即逝')]);
    expect(await search('即逝')).toMatchObject({ items: [], total: 0 });
    expect((await search('转')).total).toBe(0);
  });

  it('follows statements of many rows: games inserted, renamed and deleted several at a time', async () => {
    const many = ['剑来甲', '剑来乙', '剑来剑'];
    await insertGames(many);
    expect((await search('剑来')).total).toBe(3);
    expect((await search('剑')).items.map((game) => game.name).sort()).toEqual([...many].sort());
    await database.db.query(`UPDATE games SET name = name || '丙' WHERE name LIKE '剑来%'`);
    expect((await search('甲丙')).items.map((game) => game.name)).toEqual(['剑来甲丙']);
    expect((await search('剑来')).total).toBe(3);
    await database.db.query(`DELETE FROM games WHERE name LIKE '剑来%'`);
    expect(await search('剑')).toMatchObject({ items: [], total: 0 });
    expect((await search('丙')).total).toBe(0);
  });

  it("keeps every gram's counter equal to its postings through the inserts, updates and deletes above", async () => {
    const drift = await database.db.query<{ gram: string }>(
      `SELECT gram FROM game_name_gram_counts c
       FULL JOIN (SELECT gram, count(*)::int AS n FROM game_name_postings GROUP BY gram) p USING (gram)
       WHERE coalesce(c.games, 0) <> coalesce(p.n, 0)`,
    );
    expect(drift).toEqual([]);
    // The bulk rebuild (for loads with the trigger off) makes the same rows.
    const before = await search('王');
    await database.db.query('SELECT game_name_postings_rebuild()');
    expect(await search('王')).toEqual(before);
    expect(
      (await database.db.one<{ n: number }>('SELECT count(*)::int AS n FROM game_name_gram_counts WHERE games > 0'))!.n,
    ).toBeGreaterThan(NAMES.length);
  });

  it('splits a keyword into what every name containing it holds', () => {
    expect(keywordGrams('王')).toEqual(['王']);
    expect(keywordGrams('王者荣耀')).toEqual(['王者', '者荣', '荣耀']);
    expect(keywordGrams('哈哈哈')).toEqual(['哈哈']);
    expect(keywordGrams('𠀋字')).toEqual(['𠀋字']);
  });

  it('reads the names through the games_name_grams index, not every name', async () => {
    // A planner may still scan a table this small; with scans made dear, an index must answer.
    const plan = await database.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM games WHERE game_name_grams(name) @> $1::text[]`, [
        keywordGrams('王者'),
      ]);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('games_name_grams');
  });

  it('pages and counts a one- or two-character keyword from its postings index, not from the names', async () => {
    const query = keywordPageQuery({ categoryId: null, keyword: '王者', sort: 'hot', page: 1, pageSize: 20 });
    const plan = await database.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // An index-only walk of game_name_postings_hot once the table is vacuumed (bench/search.mjs);
    // on these few unvacuumed rows the planner may take a bitmap of either postings index.
    expect(plan).toMatch(/game_name_postings_(hot|new)/);
    expect(plan).toContain('game_name_gram_counts_pkey');
    expect(plan).not.toMatch(/games_name_grams|Seq Scan on games/);
  });

  it('asks the GIN index for the rarer pairs of a longer keyword only, and finds the same names', async () => {
    // 丁丙 is held by 3 names, 丙乙 by more than ASKED_GRAM_RATIO times as many: the index is asked
    // for 丁丙 alone (3 candidates, the LIKE keeps 丁丙乙) rather than reading all of 丙乙's.
    // 庚辛 (3 names) and 辛壬 (2) are within the ratio: both are asked, and only 庚辛壬 holds both.
    const common = Array.from({ length: 3 * ASKED_GRAM_RATIO + 1 }, (_, index) => `丙乙${index}`);
    const names = ['丁丙乙', '丁丙', '丁丙戊', '庚辛壬', '庚辛甲', '庚辛乙', '辛壬丁', ...common];
    await insertGames(names);
    /** The names the GIN index handed over for `keyword`'s page, before the LIKE. */
    const candidates = async (keyword: string) => {
      const query = keywordPageQuery({ categoryId: null, keyword, sort: 'hot', page: 1, pageSize: 20 });
      // As above: a table this small may be scanned whole by a planner left to choose.
      const raw = await database.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params);
        return row!['QUERY PLAN'];
      });
      const found: number[] = [];
      const visit = (node: { 'Node Type'?: string; 'Index Name'?: string; 'Actual Rows'?: number; Plans?: unknown[] }) => {
        if (node['Node Type'] === 'Bitmap Index Scan' && node['Index Name'] === 'games_name_grams') found.push(node['Actual Rows']!);
        for (const child of node.Plans ?? []) visit(child as typeof node);
      };
      visit((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan);
      return found;
    };
    try {
      expect(await search('丁丙乙')).toMatchObject({ items: [{ name: '丁丙乙' }], total: 1 });
      expect(await candidates('丁丙乙')).toEqual([3]);
      expect(await search('庚辛壬')).toMatchObject({ items: [{ name: '庚辛壬' }], total: 1 });
      expect(await candidates('庚辛壬')).toEqual([1]);
      // A pair no name holds: nothing is read.
      expect(await candidates('丁丙己')).toEqual([0]);
      expect(await search('丁丙己')).toMatchObject({ items: [], total: 0 });
    } finally {
      await database.db.query('DELETE FROM games WHERE name = ANY ($1::text[])', [names]);
    }
  });
});
