import type { Tag } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

export async function listTags(db: Queryable): Promise<Tag[]> {
  return db.query<Tag>('SELECT id, tag FROM square_tags ORDER BY sort, id');
}
