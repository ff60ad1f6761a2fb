import type { Database } from '../../db/types';

/** The newest applied migration: a real round trip to the database. */
export async function migrationLevel(db: Database): Promise<number> {
  const row = await db.one<{ level: number | null }>('SELECT max(id) AS level FROM schema_migrations');
  return Number(row?.level ?? 0);
}
