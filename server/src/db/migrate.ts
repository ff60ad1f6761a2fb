import { migrations as defaultMigrations, type Migration } from './migrations';
import type { Database } from './types';

/** Arbitrary constant shared by every instance: the key of the migration advisory lock. */
const MIGRATION_LOCK_KEY = 7_270_001;

/**
 * Applies the migrations that are not yet recorded in schema_migrations, all in one
 * transaction. On PostgreSQL an advisory lock held until COMMIT makes instances that
 * start together take turns: the second one sees the first one's rows and does nothing.
 * Returns the schema level (highest applied id, 0 when none).
 */
export async function migrate(db: Database, migrations: readonly Migration[] = defaultMigrations): Promise<number> {
  assertOrdered(migrations);
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      // DATABASE_STATEMENT_TIMEOUT_MS is for requests: an index built over millions of rows, or
      // waiting for another instance's migration, may take longer and must not be cancelled.
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    const applied = new Set((await tx.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) => Number(row.id)));
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
    }
    const row = await tx.one<{ level: number | null }>('SELECT max(id) AS level FROM schema_migrations');
    return Number(row?.level ?? 0);
  });
}

/** Current schema level without changing anything (for /api/health). */
export async function schemaLevel(db: Database): Promise<number> {
  const row = await db.one<{ level: number | null }>('SELECT max(id) AS level FROM schema_migrations');
  return Number(row?.level ?? 0);
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.id <= previous.id) {
      throw new Error(`Migration ${migration.id} (${migration.name}) is out of order after ${previous.id}`);
    }
  });
}
