import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of its own for a suite, created empty on the machine's server
 * (TEST_DATABASE_URL, as the server tests use) and dropped afterwards. The portal migrates it
 * on start; the suite may write to it with `pg` (staff content has no API).
 */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createFreshDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL} (TEST_DATABASE_URL): ${String(error)}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
