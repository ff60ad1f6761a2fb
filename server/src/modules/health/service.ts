import type { HealthReport } from '@portal/shared/types';
import type { Database } from '../../db/types';
import { SERVER_VERSION } from '../../version';
import { schemaLevel } from '../../db/migrate';

export async function healthReport(db: Database): Promise<HealthReport> {
  return { status: 'ok', database: db.kind, migration: await schemaLevel(db), version: SERVER_VERSION };
}
