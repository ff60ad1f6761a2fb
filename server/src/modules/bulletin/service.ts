import type { Bulletin } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { findLatestBulletin } from './repository';

/** Spec §3 Bulletin: the announcement a position shows now (the client decides once a day). */
export function latestBulletin(db: Queryable, posType: number, at: Date): Promise<Bulletin | null> {
  return findLatestBulletin(db, posType, at);
}
