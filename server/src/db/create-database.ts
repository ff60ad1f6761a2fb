import type { DatabaseConfig } from '../config';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './postgres-database';
import type { Database } from './types';

export function createDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') return createPostgresDatabase(config);
  return createPgliteDatabase(config.dataDir, config.lockDir ? { lockDir: config.lockDir } : {});
}
