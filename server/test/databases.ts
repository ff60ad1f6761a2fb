/**
 * The databases integration tests run against: PGlite (in memory) always, and a real
 * PostgreSQL too when TEST_DATABASE_URL is set. Each PostgreSQL test database gets a
 * unique name and is dropped afterwards, so runs never see each other's data.
 *
 *   describe.each(databaseKinds)('on %s', (kind) => {
 *     const database = useTestDatabase(kind);   // database.db inside tests
 *   });
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config';
import { createDatabase } from '../src/db/create-database';
import { createPgliteDatabase } from '../src/db/pglite-database';
import type { Database, DatabaseKind } from '../src/db/types';

const adminUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const databaseKinds: DatabaseKind[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

/** PGlite.create takes seconds; integration suites build a few apps per file. */
jest.setTimeout(60_000);

export interface FreshStorage {
  config: DatabaseConfig;
  /** Removes the storage (drops the PostgreSQL database, deletes the PGlite folder). */
  destroy(): Promise<void>;
}

/** Empty storage of the given kind, described as config (so an app can open and reopen it). */
export async function createFreshStorage(kind: DatabaseKind): Promise<FreshStorage> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
    return {
      config: { kind: 'pglite', dataDir },
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    // No statement timeout: tests check behaviour, and a busy shared machine must not cancel their queries
    // (postgres-settings.test.ts sets one where the timeout is what it tests).
    config: { kind: 'postgres', url: url.toString(), statementTimeoutMs: 0 },
    destroy: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  readonly db: Database;
  readonly storage: FreshStorage | undefined;
}

/**
 * One database for the whole describe block (PGlite in memory, or a fresh PostgreSQL
 * database), opened in beforeAll and removed in afterAll. Tests create what they need.
 */
export function useTestDatabase(kind: DatabaseKind): TestDatabase {
  const handle: { db?: Database; storage?: FreshStorage } = {};
  beforeAll(async () => {
    if (kind === 'pglite') {
      handle.db = await createPgliteDatabase();
    } else {
      handle.storage = await createFreshStorage(kind);
      handle.db = await createDatabase(handle.storage.config);
    }
  });
  afterAll(async () => {
    await handle.db?.close();
    await handle.storage?.destroy();
  });
  return {
    get db() {
      if (!handle.db) throw new Error('useTestDatabase: the database is opened in beforeAll');
      return handle.db;
    },
    get storage() {
      return handle.storage;
    },
  };
}
