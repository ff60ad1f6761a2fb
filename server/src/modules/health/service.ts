import type { HealthReport } from '@portal/shared/types';
import type { Database } from '../../db/types';
import { SERVER_VERSION } from '../../version';
import { migrationLevel } from './repository';

export async function healthReport(db: Database): Promise<HealthReport> {
  return { status: 'ok', database: db.kind, migration: await migrationLevel(db), version: SERVER_VERSION };
}
