import type { ServiceContact } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import { sessionOf } from '../../platform/plugins/auth';
import { ensureWelcome, markRead, messagePage } from './message-service';

export interface MessagesDeps {
  db: Database;
  now: Clock;
  contact: ServiceContact;
}

function parseIds(raw: unknown): number[] | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : [];
  const ids = list.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length === list.length ? ids : null;
}

/** System messages and the customer-service contact under /api. */
export function messageRoutes(deps: MessagesDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: { page?: number; pageSize?: number } }>(
      '/user/center/message/all',
      {
        preValidation: app.requireSession,
        schema: {
          body: {
            type: 'object',
            properties: { page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
          },
        },
      },
      async (request) => {
        const userId = sessionOf(request).userId;
        await ensureWelcome(deps.db, userId, deps.now());
        return ok(await messagePage(deps.db, userId, request.body?.page ?? 1, request.body?.pageSize ?? 20));
      },
    );

    app.post<{ Body: { ids?: unknown; all?: unknown } }>('/user/message', { preValidation: app.requireSession }, async (request) => {
      const userId = sessionOf(request).userId;
      const body = request.body ?? {};
      const all = body.all === true || body.all === 'true' || body.all === '1' || body.all === 1;
      let ids: number[] | 'all' = 'all';
      if (!all) {
        const parsed = parseIds(body.ids ?? []);
        if (parsed === null) throw new AppError(ResultCode.badRequest, 400, 'ids 必须是消息编号列表');
        ids = parsed;
      }
      return ok({ unread: await markRead(deps.db, userId, ids, deps.now()) });
    });

    app.post('/user/kefu', async () => ok(deps.contact));
  };
}
