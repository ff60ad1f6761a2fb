import type { ApiEnvelope, HealthReport } from '@portal/shared/types';
import { databaseKinds, createFreshStorage, useTestDatabase } from '../../../test/databases';
import { testConfig } from '../../../test/config';
import { buildApp } from '../../app';
import { migrations } from '../../db/migrations';
import packageJson from '../../../package.json';

const latestMigration = migrations[migrations.length - 1]!.id;

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('reports the database kind, the schema level and the server version in an envelope', async () => {
    const app = await buildApp(testConfig(), { database: database.db });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<ApiEnvelope<HealthReport>>()).toEqual({
      code: 0,
      msg: '成功',
      data: {
        status: 'ok',
        database: kind,
        migration: latestMigration,
        version: packageJson.version,
        // The repository's demo environment: live once the remotes are built (static-mode.test.ts tests staleness).
        environment: { name: 'demo', stale: expect.any(Boolean) },
      },
    });
  });

  it('opens its own database from config, migrates it, and keeps the schema unchanged across a restart', async () => {
    const storage = await createFreshStorage(kind);
    try {
      const config = testConfig({ DATABASE_URL: storage.config.kind === 'postgres' ? storage.config.url : undefined });
      // PGlite's data dir comes from DATA_DIR; point the config at the fresh storage instead.
      const withStorage = { ...config, database: storage.config };

      const first = await buildApp(withStorage);
      const before = (await first.inject({ url: '/api/health' })).json<ApiEnvelope<HealthReport>>();
      await first.db.query("INSERT INTO app_meta (key, value) VALUES ('restart-probe', 'kept')");
      await first.close();

      const second = await buildApp(withStorage);
      const after = (await second.inject({ url: '/api/health' })).json<ApiEnvelope<HealthReport>>();
      const applied = await second.db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
      const probe = await second.db.one<{ value: string }>("SELECT value FROM app_meta WHERE key = 'restart-probe'");
      await second.close();

      expect(before.data).toMatchObject({ database: kind, migration: latestMigration });
      expect(after.data).toMatchObject({ database: kind, migration: latestMigration });
      expect(applied.map((row) => Number(row.id))).toEqual(migrations.map((migration) => migration.id));
      expect(probe?.value).toBe('kept');
    } finally {
      await storage.destroy();
    }
  });
});
