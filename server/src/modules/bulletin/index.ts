import type { Bulletin } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database, Queryable } from '../../db/types';
import { ok } from '../../platform/http/envelope';

export interface BulletinDeps {
  db: Database;
  now: Clock;
}

/** The newest active bulletin of a position whose window (if any) contains now; null when none. */
export async function latestBulletin(db: Queryable, posType: number, at: Date): Promise<Bulletin | null> {
  const row = await db.one<{ id: string; title: string; content: string; create_time: Date | string }>(
    `SELECT id::text AS id, title, content, create_time FROM bulletins
     WHERE pos_type = $1 AND active AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
     ORDER BY create_time DESC, bulletins.id DESC LIMIT 1`,
    [posType, at.toISOString()],
  );
  return row ? { id: Number(row.id), title: row.title, content: row.content, createTime: new Date(row.create_time).toISOString() } : null;
}

/** POST /api/bulletin/latest {posType}: public. */
export function bulletinRoutes(deps: BulletinDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: { posType?: number } }>(
      '/bulletin/latest',
      { schema: { body: { type: 'object', properties: { posType: { type: 'integer', minimum: 0, default: 1 } } } } },
      async (request) => ok(await latestBulletin(deps.db, request.body?.posType ?? 1, deps.now())),
    );
  };
}
