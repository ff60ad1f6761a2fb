import type { DatabaseConfig } from '../config';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';
import type { Database } from './types';

export function createDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? createPostgresDatabase(config) : createPgliteDatabase(config.dataDir);
}
