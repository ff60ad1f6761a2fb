import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../harness/paths';

/**
 * A PostgreSQL database of a suite's own, created empty and dropped afterwards (the machine's
 * server is shared: unique names, never a fixed one). The admin connection is
 * TEST_DATABASE_URL, as for the server tests, or the local server.
 */
export interface ScratchDatabase {
  /** DATABASE_URL for the portal. */
  url: string;
  drop(): Promise<void>;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

// The server's own driver (the e2e package has no database dependency of its own to keep in step).
const pg = createRequire(path.join(REPO_ROOT, 'server', 'package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is needed at ${ADMIN_DATABASE_URL} (set TEST_DATABASE_URL): ${String(error)}`);
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
