import { PGlite } from '@electric-sql/pglite';
import { type DataDirLock, ensureWritableDirectory, lockDataDir } from './data-dir-lock';
import { SerialQueue } from './serial-queue';
import type { Database, Queryable } from './types';

interface PgliteRunner {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * Dates go in as ISO text. PGlite recognises a Date with `instanceof`, which fails for a Date
 * made in another realm (Jest's sandbox, where tests run while PGlite loads natively).
 */
function portableParams(params?: unknown[]): unknown[] | undefined {
  return params?.map((value) => (Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value));
}

function queryable(runner: PgliteRunner): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await runner.query<T>(sql, portableParams(params))).rows;
    },
    async one<T>(sql: string, params?: unknown[]) {
      return (await runner.query<T>(sql, portableParams(params))).rows[0];
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL. `dataDir` undefined keeps everything in memory (tests).
 * `lockDir` (DATA_DIR) is claimed for this process before PGlite touches its files and released
 * when the database closes: PGlite itself does not notice a second process on the same files.
 * Every call goes through one queue; see SerialQueue for why.
 */
export async function createPgliteDatabase(dataDir?: string, options: { lockDir?: string } = {}): Promise<Database> {
  const lock: DataDirLock | undefined = options.lockDir ? lockDataDir(options.lockDir) : undefined;
  let pg: PGlite;
  try {
    if (dataDir) ensureWritableDirectory(dataDir, 'The database folder');
    pg = await PGlite.create(dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const queue = new SerialQueue();
  const direct = queryable(pg);

  const queued: Queryable = {
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    one: (sql, params) => queue.run(() => direct.one(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
  };

  return {
    kind: 'pglite',
    ...queued,
    // One process, one engine: there is no replica to read from.
    read: queued,
    transaction: (fn) => queue.run(() => pg.transaction((tx) => fn(queryable(tx)))),
    // The lock goes only once PGlite has written everything out, and even when closing failed.
    close: () => queue.run(() => pg.close()).finally(() => lock?.release()),
  };
}
