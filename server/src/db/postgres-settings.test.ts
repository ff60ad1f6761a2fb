/**
 * Scaling out on PostgreSQL: DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS and
 * DATABASE_READ_URL applied to real servers; PGlite ignores all three.
 */
import pg from 'pg';
import type { GameDetail, GameSuggestion, GameSummary, NewsArticle, NewsSummary, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { buildAccountsApp, envelope, okData, post, registerUser, uniqueLoginName } from '../../test/accounts';
import { createFreshStorage, databaseKinds, type FreshStorage, useTestDatabase } from '../../test/databases';
import type { PostgresConfig } from '../config';
import { createDatabase } from './create-database';
import { DatabaseUnavailableError } from './database-errors';
import { migrate } from './migrate';
import type { Database, Queryable } from './types';

function postgresUrl(storage: FreshStorage): string {
  if (storage.config.kind !== 'postgres') throw new Error('a PostgreSQL storage was expected');
  return storage.config.url;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Polls until the condition holds (never a fixed wait: the machine is shared and slow at times). */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function insertGame(db: Queryable, name: string, pinyin: string, initials: string): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO games (name, pinyin_full, pinyin_initials, category_id, summary, description, icon, is_ios, is_android, is_h5,
       developer, version, package_size, licence_number, age_rating, privacy_policy_url, hot_score, updated_at)
     VALUES ($1, $2, $3, 5, '简介', '介绍', '/media/catalogue/icon-767e.svg', true, true, false,
       '测试', '1.0.0', 1, 'ISBN 978-7-498-00000-0', '8+', 'https://www.xgame.example.com/privacy/x.html', 100, now())
     RETURNING id::int AS id`,
    [name, pinyin, initials],
  );
  await db.query('UPDATE game_categories SET game_count = game_count + 1 WHERE id = 5');
  return Number(row!.id);
}

async function insertNews(db: Queryable, title: string): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO game_news (title, summary, cover, content, published_at)
     VALUES ($1, '摘要', '/media/catalogue/banner-01.png', '<p>正文</p>', now()) RETURNING id::int AS id`,
    [title],
  );
  return Number(row!.id);
}

const postgresKinds = databaseKinds.filter((kind) => kind === 'postgres');

for (const kind of postgresKinds) {
  describe(`pool and statement timeout on ${kind}`, () => {
    let storage: FreshStorage;
    let url: string;
    const open: Database[] = [];
    const openDatabase = async (settings: Partial<PostgresConfig>) => {
      const db = await createDatabase({ kind: 'postgres', url, ...settings });
      open.push(db);
      return db;
    };
    beforeAll(async () => {
      storage = await createFreshStorage(kind);
      url = postgresUrl(storage);
    });
    afterAll(async () => {
      await Promise.all(open.map((db) => db.close()));
      await storage.destroy();
    });

    it('holds at most DATABASE_POOL_SIZE connections however many queries wait', async () => {
      const db = await openDatabase({ poolSize: 3, statementTimeoutMs: 0 });
      await withClient(url, async (admin) => {
        await admin.query('SELECT pg_advisory_lock(4242)');
        // Eight queries at once, each blocked behind the lock this test holds.
        const queries = Array.from({ length: 8 }, () => db.query('SELECT pg_advisory_xact_lock_shared(4242)'));
        const waiting = async () =>
          Number(
            (
              await admin.query<{ n: string }>(
                `SELECT count(*) AS n FROM pg_stat_activity
                 WHERE datname = current_database() AND application_name = 'portal-primary' AND wait_event_type = 'Lock'`,
              )
            ).rows[0]!.n,
          );
        await until(async () => (await waiting()) >= 3, 'three pooled connections waiting on the lock');
        const connections = await admin.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'portal-primary'`,
        );
        expect(Number(connections.rows[0]!.n)).toBe(3);
        expect(await waiting()).toBe(3);
        await admin.query('SELECT pg_advisory_unlock(4242)');
        await Promise.all(queries);
      });
    });

    it('opens the kept connections (DATABASE_POOL_MIN) at start, before any request; none beyond the start check without', async () => {
      const connections = async (admin: pg.Client, applicationName: string) =>
        Number(
          (
            await admin.query<{ n: string }>(
              'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
              [applicationName],
            )
          ).rows[0]!.n,
        );
      await withClient(url, async (admin) => {
        const before = await connections(admin, 'portal-primary');
        await openDatabase({ poolSize: 4, poolMin: 3, statementTimeoutMs: 0 });
        expect((await connections(admin, 'portal-primary')) - before).toBe(3);
        await openDatabase({ poolSize: 4, statementTimeoutMs: 0 });
        expect((await connections(admin, 'portal-primary')) - before).toBe(3 + 1);
      });
    });

    it('sets statement_timeout on every connection, and 0 turns it off', async () => {
      const limited = await openDatabase({ statementTimeoutMs: 250 });
      const unlimited = await openDatabase({ statementTimeoutMs: 0 });
      expect(await limited.one('SHOW statement_timeout')).toEqual({ statement_timeout: '250ms' });
      expect(await limited.transaction((tx) => tx.one('SHOW statement_timeout'))).toEqual({ statement_timeout: '250ms' });
      expect(await unlimited.one('SHOW statement_timeout')).toEqual({ statement_timeout: '0' });
      // Unset, the default applies.
      expect(await (await openDatabase({})).one('SHOW statement_timeout')).toEqual({ statement_timeout: '5s' });
    });

    it('cancels a statement slower than the timeout with an error answered as 503, and the pool keeps working', async () => {
      const db = await openDatabase({ poolSize: 1, statementTimeoutMs: 250 });
      const failure = await db.query('SELECT pg_sleep(600)').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnavailableError);
      // 57014 query_canceled: PostgreSQL itself stopped it, no client-side timer.
      expect(failure).toMatchObject({ statusCode: 503, cause: { code: '57014' } });
      const inTransaction = await db.transaction((tx) => tx.query('SELECT pg_sleep(600)')).catch((error: unknown) => error);
      expect(inTransaction).toMatchObject({ statusCode: 503, cause: { code: '57014' } });
      // The one pooled client came back and serves the next query.
      expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
    });

    it('gives up waiting for a pooled connection after the timeout too, with the same 503 error', async () => {
      const db = await openDatabase({ poolSize: 1, statementTimeoutMs: 300 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The only pooled client is busy in a transaction until the test lets it go.
      const busy = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await held;
      });
      const waiting = await db.query('SELECT 1').catch((error: unknown) => error);
      release();
      await busy;
      expect(waiting).toBeInstanceOf(DatabaseUnavailableError);
      expect(waiting).toMatchObject({ statusCode: 503 });
      expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
    });

    it('answers a request whose query runs past the timeout with the 503 envelope, then serves again', async () => {
      const test = await buildAccountsApp(await openDatabase({ statementTimeoutMs: 300 }));
      try {
        await withClient(url, async (admin) => {
          // Another session holds the games table: the list's query waits, then is cancelled.
          await admin.query('BEGIN');
          await admin.query('LOCK TABLE games IN ACCESS EXCLUSIVE MODE');
          const blocked = await post(test.app, '/api/web/game/list', { category: 5 });
          await admin.query('ROLLBACK');
          expect(blocked.statusCode).toBe(503);
          expect(envelope(blocked)).toEqual({ code: ResultCode.unavailable, msg: expect.stringContaining('服务暂不可用'), data: null });
        });
        expect(okData<Paged<GameSummary>>(await post(test.app, '/api/web/game/list', { category: 5 })).items).toEqual([]);
      } finally {
        await test.app.close();
      }
    });
  });

  describe(`a read replica (DATABASE_READ_URL) on ${kind}`, () => {
    let primary: FreshStorage;
    let replica: FreshStorage;
    let replicaDb: Database;
    let primaryDb: Database;
    let test: Awaited<ReturnType<typeof buildAccountsApp>>;
    const ids = { replicaGame: 0, primaryGame: 0, replicaNews: 0 };

    beforeAll(async () => {
      [primary, replica] = await Promise.all([createFreshStorage(kind), createFreshStorage(kind)]);
      // The replica has the same schema (replication would copy it) but, here, other data.
      replicaDb = await createDatabase(replica.config);
      await migrate(replicaDb);
      primaryDb = await createDatabase({ kind: 'postgres', url: postgresUrl(primary), readUrl: postgresUrl(replica) });
      test = await buildAccountsApp(primaryDb);
      ids.replicaGame = await insertGame(replicaDb, '副本里的游戏', 'fubenlideyouxi', 'fbldyx');
      ids.primaryGame = await insertGame(primaryDb, '主库里的游戏', 'zhukulideyouxi', 'zkldyx');
      ids.replicaNews = await insertNews(replicaDb, '副本里的资讯');
      await insertNews(primaryDb, '主库里的资讯');
    });
    afterAll(async () => {
      await test?.app.close();
      await primaryDb?.close();
      await replicaDb?.close();
      await Promise.all([primary?.destroy(), replica?.destroy()]);
    });

    it('answers game lists, details and suggestions from the replica', async () => {
      // Both databases numbered their first game alike: the name tells which one answered.
      expect(ids.replicaGame).toBe(ids.primaryGame);
      const list = okData<Paged<GameSummary>>(await post(test.app, '/api/web/game/list', { category: 5 }));
      expect(list.items.map((game) => game.name)).toEqual(['副本里的游戏']);
      expect(list.total).toBe(1);
      const detail = okData<GameDetail>(await post(test.app, '/api/web/game/detail', { appID: ids.replicaGame }));
      expect(detail.name).toBe('副本里的游戏');
      const suggestions = okData<GameSuggestion[]>(await test.app.inject({ url: '/api/web/game/suggest?keyword=fb' }));
      expect(suggestions.map((game) => game.name)).toEqual(['副本里的游戏']);
      expect(okData<GameSuggestion[]>(await test.app.inject({ url: '/api/web/game/suggest?keyword=zk' }))).toEqual([]);
    });

    it('answers news from the replica', async () => {
      const news = okData<Paged<NewsSummary>>(await post(test.app, '/api/web/game/news/list', {}));
      expect(news.items.map((item) => item.title)).toEqual(['副本里的资讯']);
      const article = okData<NewsArticle>(await post(test.app, '/api/web/game/news/detail', { id: ids.replicaNews }));
      expect(article.title).toBe('副本里的资讯');
    });

    it('writes to the primary only, and reads what a player just wrote from it', async () => {
      const loginName = uniqueLoginName();
      const account = await registerUser(test.app, loginName);
      const find = (db: Queryable) => db.query('SELECT uid FROM users WHERE login_name = $1', [loginName]);
      expect(await find(primaryDb)).toHaveLength(1);
      expect(await find(replicaDb)).toHaveLength(0);
      // The session (written a moment ago) is read from the primary: the player is logged in.
      const me = await post(test.app, '/api/user/center/me', {}, { token: account.token });
      expect(okData<{ loginName: string }>(me).loginName).toBe(loginName);
      // A player's detail: the game from the replica, whether they own it from the primary.
      const detail = okData<GameDetail>(await post(test.app, '/api/web/game/detail', { appID: ids.replicaGame }, { token: account.token }));
      expect(detail).toMatchObject({ name: '副本里的游戏', owned: false });
    });
  });
}

describe.each(databaseKinds)('without a read replica on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('reads the catalogue from the one database, seeing a write at once', async () => {
    const gameId = await insertGame(database.db, '刚写入的游戏', 'gangxierudeyouxi', 'gxrdyx');
    expect(await database.db.read.one('SELECT name FROM games WHERE id = $1', [gameId])).toEqual({ name: '刚写入的游戏' });
    const test = await buildAccountsApp(database.db);
    try {
      const detail = okData<GameDetail>(await post(test.app, '/api/web/game/detail', { appID: gameId }));
      expect(detail.name).toBe('刚写入的游戏');
    } finally {
      await test.app.close();
    }
  });
});
