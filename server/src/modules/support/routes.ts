import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import {
  conversationListSchema,
  conversationMessagesSchema,
  myMessagesSchema,
  replySchema,
  sendMessageSchema,
  serviceHoursSchema,
} from './schemas';
import type { SupportService } from './service';

/** Customer service under /api/support (issue 14): the player's conversation and staff's desk. */
export function supportRoutes(service: SupportService) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const prefix = '/support';

    api.get(`${prefix}/hours`, { schema: serviceHoursSchema }, async () => ok(service.hours()));

    api.get(`${prefix}/messages`, { schema: myMessagesSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await service.myMessages(viewerOf(request).userId, request.query)),
    );

    api.post(`${prefix}/message`, { schema: sendMessageSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await service.send(viewerOf(request).userId, request.body.content)),
    );

    api.get(`${prefix}/staff/conversations`, { schema: conversationListSchema, config: { viewer: 'staff' } }, async (request) => {
      const { state, ...page } = request.query;
      return ok(await service.conversations(state !== 'all', page));
    });

    api.get(
      `${prefix}/staff/conversation/:id/messages`,
      { schema: conversationMessagesSchema, config: { viewer: 'staff' } },
      async (request) => ok(await service.conversationMessages(request.params.id, request.query)),
    );

    api.post(`${prefix}/staff/conversation/:id/reply`, { schema: replySchema, config: { viewer: 'staff' } }, async (request) =>
      ok(await service.reply(viewerOf(request).userId, request.params.id, request.body.content)),
    );
  };
}
