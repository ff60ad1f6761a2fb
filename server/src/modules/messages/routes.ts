import { ResultCode, type ServiceContact } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { markReadSchema, messageListSchema, serviceContactSchema } from './schemas';
import { markRead, messagePage, parseMessageIds } from './service';

const TRUE_VALUES: readonly unknown[] = [true, 'true', '1', 1];

/** System messages and the customer-service contact under /api. */
export function messageRoutes({ db, now, config }: ModuleContext) {
  const contact: ServiceContact = {
    email: config.accounts.serviceEmail,
    qq: config.payments.serviceQq,
    hours: config.payments.serviceHours,
    faqUrl: '/faq',
  };
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/user/center/message/all', { schema: messageListSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await messagePage(db, viewerOf(request).userId, request.body ?? {}, now())),
    );

    api.post('/user/message', { schema: markReadSchema, config: { viewer: 'required' } }, async (request) => {
      const body = request.body ?? {};
      let ids: number[] | 'all' = 'all';
      if (!TRUE_VALUES.includes(body.all)) {
        const parsed = parseMessageIds(body.ids ?? []);
        if (parsed === null) throw new AppError(ResultCode.badRequest, 400, 'ids 必须是消息编号列表');
        ids = parsed;
      }
      return ok({ unread: await markRead(db, viewerOf(request).userId, ids, now()) });
    });

    api.post('/user/kefu', { schema: serviceContactSchema }, async () => ok(contact));
  };
}
