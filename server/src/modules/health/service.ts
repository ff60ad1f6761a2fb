import type { HealthReport } from '@portal/shared/types';
import type { Database } from '../../db/types';
import type { PortalComposition } from '../../static/portal-composition';
import { SERVER_VERSION } from '../../version';
import { schemaLevel } from '../../db/migrate';

/** Up, with a real round trip to the database; and whether a newer environment file was refused. */
export async function healthReport(db: Database, composition: PortalComposition): Promise<HealthReport> {
  await composition.environment();
  const { name, stale } = composition.status();
  return { status: 'ok', database: db.kind, migration: await schemaLevel(db), version: SERVER_VERSION, environment: { name, stale } };
}
