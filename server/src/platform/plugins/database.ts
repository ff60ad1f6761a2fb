import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../../config';
import { withCommitHooks } from '../../db/after-commit';
import { createDatabase } from '../../db/create-database';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  /** Injected by tests; the app then leaves closing it to whoever created it. */
  database?: Database;
}

/** Opens the database, brings its schema up to date before any route runs, closes it on shutdown. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const owned = options.database === undefined;
    const db = options.database ?? (await createDatabase(options.config));
    try {
      const level = await migrate(db);
      app.log.info({ database: db.kind, migration: level }, 'database ready');
    } catch (error) {
      if (owned) await db.close().catch(() => undefined);
      throw error;
    }
    // Transactions run afterCommit callbacks (live events) once their changes are visible.
    app.decorate('db', withCommitHooks(db));
    if (owned) app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
