import pg from 'pg';
import type { Database, Queryable } from './types';

interface PgRunner {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function queryable(runner: PgRunner): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await runner.query(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      return (await runner.query(sql, params)).rows[0] as T | undefined;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    },
  };
}

/** A real PostgreSQL server through a pool; each transaction holds one pooled client. */
export async function createPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Fail at start, with the real reason, rather than on the first request.
  await pool.query('SELECT 1');
  const direct = queryable(pool);

  return {
    kind: 'postgres',
    ...direct,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
