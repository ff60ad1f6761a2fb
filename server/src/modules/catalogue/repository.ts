import type { GameDetail, GameSort, GameSuggestion, GameSummary } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { keywordGrams } from './name-grams';
import { escapeLike } from './pinyin';

/** Columns of a list card; android_url / ios_url are never selected here (downloads hand links out). */
const SUMMARY_COLUMNS = `id::int AS id, name, banners, icon, summary, category_id::int AS category_id, tags,
  is_ios, is_android, is_h5, online_type::int AS online_type, buy_amount, download_count::float8 AS download_count, updated_at`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, description, screenshots, developer, version, package_size::float8 AS package_size,
  licence_number, age_rating, permissions, privacy_policy_url`;

interface SummaryRow {
  id: number;
  name: string;
  banners: string[];
  icon: string;
  summary: string;
  category_id: number;
  tags: string[];
  is_ios: boolean;
  is_android: boolean;
  is_h5: boolean;
  online_type: number;
  buy_amount: number;
  download_count: number;
  updated_at: Date | string;
}

interface DetailRow extends SummaryRow {
  description: string;
  screenshots: string[];
  developer: string;
  version: string;
  package_size: number;
  licence_number: string;
  age_rating: string;
  permissions: string[];
  privacy_policy_url: string;
}

/** jsonb arrives parsed from pg and from PGlite; text (an older driver setting) is parsed here. */
function jsonArray(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

function toSummary(row: SummaryRow): GameSummary {
  return {
    id: row.id,
    appID: row.id,
    name: row.name,
    // Spec §3: banners travel as a JSON array in a string.
    banners: JSON.stringify(jsonArray(row.banners)),
    icon: row.icon,
    summary: row.summary,
    categoryId: row.category_id,
    tags: jsonArray(row.tags),
    isIos: row.is_ios,
    isAndroid: row.is_android,
    isH5: row.is_h5,
    onlineType: row.online_type,
    buyAmount: Number(row.buy_amount),
    downloadCount: Number(row.download_count),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface GameListQuery {
  categoryId: number | null;
  /** Normalised (lower case, no spaces); empty = no keyword. */
  keyword: string;
  sort: GameSort;
  page: number;
  pageSize: number;
}

/** A list's order, newest id first among equals (every order is total: pages never overlap). */
const ORDER_COLUMNS: Record<GameSort, readonly string[]> = {
  hot: ['hot_score', 'id'],
  new: ['updated_at', 'id'],
};

/** The ORDER BY list of `sort`, its columns qualified by `table` where a join needs it. */
function orderBy(sort: GameSort, table?: string): string {
  return ORDER_COLUMNS[sort].map((column) => `${table ? `${table}.` : ''}${column} DESC`).join(', ');
}

/** Letters and digits only (wzry, wangzhe): a prefix of the pinyin columns, not a part of the name. */
function isPinyinKeyword(keyword: string): boolean {
  return /^[a-z0-9]+$/.test(keyword);
}

/**
 * The WHERE condition of a keyword, its parameters appended to `params`.
 * A keyword in letters and digits only (wzry, wangzhe) is pinyin: either pinyin column starts
 * with it, which the text_pattern_ops indexes games_pinyin_* answer without reading the table.
 * Any other keyword (王者, 荣耀, 王者2, 100%) matches anywhere in the name: the GIN index
 * games_name_grams finds the names holding its rarer character pairs (askedGrams), the LIKE
 * keeps those that contain it. Such a keyword has a character no pinyin column holds (they are
 * [a-z0-9] only), so the pinyin prefixes could never match it and are not asked.
 */
function keywordCondition(keyword: string, params: unknown[]): string {
  params.push(escapeLike(keyword));
  const like = `$${params.length}`;
  if (isPinyinKeyword(keyword)) {
    return `(pinyin_full LIKE ${like} || '%' ESCAPE '\\' OR pinyin_initials LIKE ${like} || '%' ESCAPE '\\')`;
  }
  params.push(keywordGrams(keyword));
  return `(game_name_grams(name) @> ${askedGrams(`$${params.length}::text[]`)} AND lower(name) LIKE '%' || ${like} || '%' ESCAPE '\\')`;
}

/**
 * How many times more names than the keyword's rarest gram a gram may hold and still be asked of
 * the GIN index. Measured at a million games (bench/search.mjs, `EXPLAIN ANALYZE`): intersecting
 * a gram costs ~6.6 ns per name holding it (the 111 085 of `3d` took 0.7 ms), and a candidate the
 * intersection would have dropped costs the LIKE recheck of its heap row, ~2 µs; so a gram is
 * worth asking while it holds fewer than ~300 times the rarest gram's names.
 */
export const ASKED_GRAM_RATIO = 256;

/**
 * The grams of a keyword worth asking of the GIN index, as an SQL expression over `grams` (a
 * text[] of all of them): the rarest (by the kept counters of migration 17; a gram no name holds
 * counts 0 and then finds nothing at once) and those within ASKED_GRAM_RATIO of it. A common
 * gram beside a rare one narrows little that the LIKE would not, and its whole posting list is
 * read to intersect: `刻3d` at a million games went from 1.6 to 0.5 ms by leaving out `3d`. When
 * every gram is common, all are asked (their intersection may still be small). One statement:
 * the counters are read as an InitPlan before the index scan.
 */
function askedGrams(grams: string): string {
  return `(SELECT array_agg(gram) FROM (
      SELECT g.gram, coalesce(c.games, 0) AS games, min(coalesce(c.games, 0)) OVER () AS fewest
      FROM unnest(${grams}) AS g (gram) LEFT JOIN game_name_gram_counts AS c USING (gram)
    ) AS counted WHERE games <= fewest::bigint * ${ASKED_GRAM_RATIO})`;
}

/**
 * The gram whose postings (migration 17, game_name_postings) are exactly the names containing
 * the keyword, or null. A keyword of one or two characters is a gram of every name containing it
 * and of no other; a longer one has several grams, or one that does not pin it down (哈哈哈 has
 * only 哈哈), and a pinyin keyword is matched by prefix, not in the name.
 */
function postingGram(keyword: string): string | null {
  if (isPinyinKeyword(keyword)) return null;
  return Array.from(keyword).length <= 2 ? keyword : null;
}

/** The WHERE condition over game_name_postings of a gram and the category, if any. */
function postingCondition(gram: string, categoryId: number | null, params: unknown[]): string {
  params.push(gram);
  const condition = `gram = $${params.length}`;
  if (categoryId === null) return condition;
  params.push(categoryId);
  return `${condition} AND category_id = $${params.length}`;
}

/**
 * The number of games holding a gram, as a scalar SQL expression over `where` (postingCondition):
 * in every category the kept counter, in one a count of its postings (an index-only walk).
 */
function postingTotal(where: string, categoryId: number | null): string {
  return categoryId === null
    ? `coalesce((SELECT games FROM game_name_gram_counts WHERE ${where}), 0)`
    : `(SELECT count(*) FROM game_name_postings WHERE ${where})`;
}

/**
 * The SELECT of one list page, paginated in the database. With a category and no keyword it
 * walks games_category_hot / games_category_new; without a category games_hot / games_new.
 */
export function listPageQuery(query: GameListQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.categoryId !== null) {
    params.push(query.categoryId);
    conditions.push(`category_id = $${params.length}`);
  }
  if (query.keyword) conditions.push(keywordCondition(query.keyword, params));
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    sql: `SELECT ${SUMMARY_COLUMNS} FROM games ${where} ORDER BY ${orderBy(query.sort)} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

/**
 * Total of a list: without a keyword the kept counters of game_categories (no COUNT over a
 * million rows); with a keyword a COUNT of the matches.
 */
async function listTotal(db: Queryable, query: GameListQuery): Promise<number> {
  if (!query.keyword) {
    const row =
      query.categoryId === null
        ? await db.one<{ total: string | number | null }>('SELECT sum(game_count)::int AS total FROM game_categories')
        : await db.one<{ total: string | number | null }>('SELECT game_count AS total FROM game_categories WHERE id = $1', [
            query.categoryId,
          ]);
    return Number(row?.total ?? 0);
  }
  const params: unknown[] = [];
  const gram = postingGram(query.keyword);
  if (gram !== null) {
    const where = postingCondition(gram, query.categoryId, params);
    const row = await db.one<{ total: number }>(`SELECT ${postingTotal(where, query.categoryId)}::int AS total`, params);
    return Number(row?.total ?? 0);
  }
  let where = keywordCondition(query.keyword, params);
  if (query.categoryId !== null) {
    params.push(query.categoryId);
    where += ` AND category_id = $${params.length}`;
  }
  const row = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM games WHERE ${where}`, params);
  return Number(row?.total ?? 0);
}

/**
 * A keyword's list page with the number of all its matches, in one statement. The GIN index
 * cannot count, so a count of its own read every matching row's heap page a second time — for a
 * common keyword (thousands of hits) that doubled the search (bench/search.mjs). The matches are
 * gathered once, narrow (MATERIALIZED: the planner otherwise walks games_hot through the whole
 * table to feed the window in order, 1.6 s for 111 084 hits instead of 0.2 s), counted, and only
 * the page's rows are then read whole.
 */
export function keywordPageQuery(query: GameListQuery): { sql: string; params: unknown[] } {
  const gram = postingGram(query.keyword);
  if (gram !== null) return postingPageQuery(gram, query);
  const params: unknown[] = [];
  const conditions = [keywordCondition(query.keyword, params)];
  if (query.categoryId !== null) {
    params.push(query.categoryId);
    conditions.push(`category_id = $${params.length}`);
  }
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  return {
    sql: `WITH matches AS MATERIALIZED (SELECT id, hot_score, updated_at FROM games WHERE ${conditions.join(' AND ')}),
      page AS (SELECT id, count(*) OVER ()::int AS matches FROM matches ORDER BY ${orderBy(query.sort)} LIMIT $${params.length - 1} OFFSET $${params.length})
      SELECT page.matches, ${SUMMARY_COLUMNS} FROM page JOIN games USING (id) ORDER BY ${orderBy(query.sort, 'games')}`,
    params,
  };
}

/**
 * A one- or two-character keyword's page and total from its postings: the page's ids walked in
 * order along game_name_postings_hot / _new without reading games, the total a kept counter (or,
 * in one category, counted on the same index); then the page's rows are read whole.
 */
function postingPageQuery(gram: string, query: GameListQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = postingCondition(gram, query.categoryId, params);
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  return {
    sql: `WITH page AS (SELECT id FROM game_name_postings WHERE ${where} ORDER BY ${orderBy(query.sort)} LIMIT $${params.length - 1} OFFSET $${params.length})
      SELECT ${postingTotal(where, query.categoryId)}::int AS matches, ${SUMMARY_COLUMNS}
      FROM page JOIN games USING (id) ORDER BY ${orderBy(query.sort, 'games')}`,
    params,
  };
}

/**
 * A list page and its total. Without a keyword the total is a kept counter, read beside the page;
 * with one both come from keywordPageQuery. A page past the end has no row to carry the total:
 * only then is it counted on its own.
 */
export async function listGames(db: Queryable, query: GameListQuery): Promise<{ items: GameSummary[]; total: number }> {
  if (!query.keyword) {
    const page = listPageQuery(query);
    const [rows, total] = await Promise.all([db.query<SummaryRow>(page.sql, page.params), listTotal(db, query)]);
    return { items: rows.map(toSummary), total };
  }
  const page = keywordPageQuery(query);
  const rows = await db.query<SummaryRow & { matches: number }>(page.sql, page.params);
  const total = rows[0] ? Number(rows[0].matches) : query.page > 1 ? await listTotal(db, query) : 0;
  return { items: rows.map(toSummary), total };
}

export async function suggestGames(db: Queryable, keyword: string, limit: number): Promise<GameSuggestion[]> {
  if (!keyword) return [];
  const params: unknown[] = [];
  const gram = postingGram(keyword);
  if (gram !== null) {
    const where = postingCondition(gram, null, params);
    params.push(limit);
    return db.query<GameSuggestion>(
      `SELECT id::int AS id, name, icon
       FROM (SELECT id FROM game_name_postings WHERE ${where} ORDER BY ${orderBy('hot')} LIMIT $${params.length}) AS page
       JOIN games USING (id) ORDER BY ${orderBy('hot', 'games')}`,
      params,
    );
  }
  const where = keywordCondition(keyword, params);
  params.push(limit);
  return db.query<GameSuggestion>(
    `SELECT id::int AS id, name, icon FROM games WHERE ${where} ORDER BY hot_score DESC, id DESC LIMIT $${params.length}`,
    params,
  );
}

export async function findGameDetail(db: Queryable, id: number): Promise<Omit<GameDetail, 'owned'> | null> {
  const row = await db.one<DetailRow>(`SELECT ${DETAIL_COLUMNS} FROM games WHERE id = $1`, [id]);
  if (!row) return null;
  return {
    ...toSummary(row),
    description: row.description,
    screenshots: jsonArray(row.screenshots),
    developer: row.developer,
    version: row.version,
    packageSize: Number(row.package_size),
    licenceNumber: row.licence_number,
    ageRating: row.age_rating,
    permissions: jsonArray(row.permissions),
    privacyPolicyUrl: row.privacy_policy_url,
  };
}

/** Whether the user bought the game (a read of the downloads module's game_purchases). */
export async function ownsGame(db: Queryable, userId: string, gameId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM game_purchases WHERE user_id = $1 AND game_id = $2', [userId, gameId]));
}

/** One more download of the game (last in the caller's transaction: the row lock is held briefly). */
export async function countDownload(tx: Queryable, gameId: number): Promise<void> {
  await tx.query('UPDATE games SET download_count = download_count + 1 WHERE id = $1', [gameId]);
}

/**
 * The version the detail page shows follows the update log: set to a newly logged version unless
 * the log already holds a later one (a version back-filled with an older date leaves it alone).
 */
export async function followLoggedVersion(tx: Queryable, gameId: number, version: string, releasedAt: Date): Promise<void> {
  await tx.query(
    `UPDATE games SET version = $2
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM game_versions WHERE game_id = $1 AND released_at > $3)`,
    [gameId, version, releasedAt.toISOString()],
  );
}

export async function gameExists(db: Queryable, gameId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM games WHERE id = $1', [gameId]));
}

/** The cards of the given games by id (the charts of issue 18 list them in their own order). */
export async function gameSummaries(db: Queryable, ids: readonly number[]): Promise<Map<number, GameSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM games WHERE id = ANY($1::bigint[])`, [ids]);
  return new Map(rows.map((row) => [Number(row.id), toSummary(row)]));
}
