import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS, type PostgresConfig } from '../config';
import { asDatabaseUnavailable } from './database-errors';
import type { Database, Queryable } from './types';

interface PgRunner {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

async function run(runner: PgRunner, sql: string, params?: unknown[]): Promise<unknown[]> {
  try {
    return (await runner.query(sql, params)).rows;
  } catch (error) {
    throw asDatabaseUnavailable(error);
  }
}

function queryable(runner: PgRunner): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await run(runner, sql, params)) as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      return (await run(runner, sql, params))[0] as T | undefined;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await run(runner, sql);
    },
  };
}

/**
 * One pool per server. statement_timeout is a startup parameter of every connection, so a
 * runaway statement is cancelled by PostgreSQL itself and its client goes back to the pool.
 * The same bound applies to waiting for a pooled connection: when the database stalls and
 * every client is busy, a request answers 503 after it instead of queueing without end.
 * application_name tells ops in pg_stat_activity which pool a connection belongs to.
 */
async function openPool(url: string, role: 'primary' | 'replica', options: PostgresConfig): Promise<pg.Pool> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const max = options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE;
  const min = Math.min(options.poolMin ?? 0, max);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Idle connections above `min` close after 10 s (pg's default); the first `min` stay.
    min,
    application_name: `portal-${role}`,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs, connectionTimeoutMillis: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    // Fail at start, with the real reason, rather than on the first request; and open the kept
    // connections now, so the first burst of requests does not wait for them.
    await warm(pool, Math.max(min, 1));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot reach the PostgreSQL ${role} (${role === 'primary' ? 'DATABASE_URL' : 'DATABASE_READ_URL'}): ${String(error)}`);
  }
  return pool;
}

/** Opens `count` connections at once, each answering a query, and gives them back idle. */
async function warm(pool: pg.Pool, count: number): Promise<void> {
  const opened = await Promise.allSettled(
    Array.from({ length: count }, async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT 1');
      } catch (error) {
        client.release(true);
        throw error;
      }
      return client;
    }),
  );
  for (const result of opened) if (result.status === 'fulfilled') result.value.release();
  const failed = opened.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A real PostgreSQL server through a pool; each transaction holds one pooled client. With
 * DATABASE_READ_URL a second pool of the same size reads from the replica (`read`).
 */
export async function createPostgresDatabase(config: PostgresConfig): Promise<Database> {
  const pool = await openPool(config.url, 'primary', config);
  let readPool: pg.Pool | undefined;
  try {
    readPool = config.readUrl === undefined ? undefined : await openPool(config.readUrl, 'replica', config);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const direct = queryable(pool);

  return {
    kind: 'postgres',
    ...direct,
    read: readPool ? queryable(readPool) : direct,
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asDatabaseUnavailable(error);
      });
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw asDatabaseUnavailable(error);
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}
