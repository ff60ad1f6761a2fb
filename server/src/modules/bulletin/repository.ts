import type { Bulletin } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** The newest active bulletin of a position whose window (if any) contains `at`; null when none. */
export async function findLatestBulletin(db: Queryable, posType: number, at: Date): Promise<Bulletin | null> {
  const row = await db.one<{ id: string; title: string; content: string; create_time: Date | string }>(
    `SELECT id::text AS id, title, content, create_time FROM bulletins
     WHERE pos_type = $1 AND active AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
     ORDER BY create_time DESC, bulletins.id DESC LIMIT 1`,
    [posType, at.toISOString()],
  );
  return row ? { id: Number(row.id), title: row.title, content: row.content, createTime: new Date(row.create_time).toISOString() } : null;
}
