import type { Tag } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { listTags } from './repository';

/** Spec §3 Tag, in the editors' order. */
export function squareTags(db: Queryable): Promise<Tag[]> {
  return listTags(db);
}
