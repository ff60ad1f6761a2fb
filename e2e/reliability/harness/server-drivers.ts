/**
 * SQL on the data a suite's server wrote, through the server's own drivers: the same `pg`, and
 * the same PGlite build (a PGlite data directory opens only with the version that wrote it).
 * Both are loaded with Node's own require from the server package, outside Jest's module
 * sandbox, which cannot run PGlite's start-up `import()` (see server/test/native-modules.ts).
 */
import path from 'node:path';
import vm from 'node:vm';
import { REPO_ROOT } from '../../harness/paths';

type NodeModuleBuiltin = typeof import('node:module');
const nodeModule = vm.runInThisContext('process.getBuiltinModule("node:module")') as NodeModuleBuiltin;
const serverRequire = nodeModule.createRequire(path.join(REPO_ROOT, 'server', 'package.json'));

/** What a suite needs of a connection: parameterised queries and closing. */
export interface SqlSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
}

interface PgliteInstance {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export async function connectPostgres(url: string): Promise<SqlSession> {
  const { Client } = serverRequire('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

/** Opens a PGlite data directory. Only while no server has it open (the server holds DATA_DIR's lock). */
export async function openPglite(dataDir: string): Promise<SqlSession> {
  const { PGlite } = serverRequire('@electric-sql/pglite') as { PGlite: { create(dataDir: string): Promise<PgliteInstance> } };
  const db = await PGlite.create(dataDir);
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query(sql, params)).rows as T[],
    close: () => db.close(),
  };
}
