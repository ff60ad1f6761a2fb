import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the suites make their own databases on (the server tests' variable). */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, empty PostgreSQL database for one suite run: the portal under test gets its URL, the
 * suite reads the tables through `pool` (the embedded database cannot be opened by a second
 * process), and `drop` removes it.
 */
export interface ScratchDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createScratchDatabase(suite: string): Promise<ScratchDatabase> {
  const name = `portal_${suite}_${randomBytes(5).toString('hex')}`;
  try {
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    throw new Error(`the ${suite} suite needs PostgreSQL at ${POSTGRES_ADMIN_URL} (TEST_DATABASE_URL): ${(error as Error).message}`);
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await withAdmin(async (admin) => {
        // pool.end() resolves before its sockets close; a forced drop would then end them under
        // the pool's feet (an unhandled 'error'). Wait until the server has let them go.
        for (let tries = 0; tries < 200; tries += 1) {
          const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
