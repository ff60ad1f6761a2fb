import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { ok } from '../../platform/http/envelope';
import { openEventStream } from '../../platform/live/event-stream';
import type { LiveEvent, LiveHub } from '../../platform/live/live-hub';
import { typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import * as schemas from './schemas';
import type { ChatService } from './service';

/** The last event the client saw (the Last-Event-ID header); null when absent or not an id. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** Private messages under /api/chat, and the live event stream /api/events. */
export function chatRoutes(service: ChatService, live: LiveHub, db: Queryable) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    const required = { viewer: 'required' } as const;
    const me = (request: FastifyRequest) => viewerOf(request).userId;

    api.get('/chat/conversations', { schema: schemas.conversationsSchema, config: required }, async (request) =>
      ok(await service.conversations(me(request), request.query)),
    );
    api.get('/chat/:uid/messages', { schema: schemas.messagesSchema, config: required }, async (request) =>
      ok(await service.messages(me(request), request.params.uid, request.query)),
    );
    api.post('/chat/:uid/send', { schema: schemas.sendSchema, config: required }, async (request) =>
      ok(await service.send(me(request), request.params.uid, request.body.content)),
    );
    api.post('/chat/:uid/read', { schema: schemas.readSchema, config: required }, async (request) =>
      ok(await service.read(me(request), request.params.uid)),
    );
    api.post('/chat/:uid/delete', { schema: schemas.deleteSchema, config: required }, async (request) =>
      ok(await service.remove(me(request), request.params.uid)),
    );

    /**
     * The stream: subscribe first (events arriving meanwhile wait in `early`), then the
     * current counts, then the replay after Last-Event-ID, then whatever arrived meanwhile —
     * each event at most once (seq is per user and only grows), none lost between the replay
     * and the live part.
     */
    app.get('/events', { schema: schemas.eventsSchema, config: required }, async (request, reply) => {
      const userId = me(request);
      const lastEventId = lastEventIdOf(request);
      const stream = openEventStream(reply, live.heartbeatMs);
      stream.onClose(live.track(() => stream.close()));
      let lastSent = lastEventId ?? 0;
      let early: LiveEvent[] | null = [];
      const emit = (event: LiveEvent) => {
        if (event.seq <= lastSent) return;
        lastSent = event.seq;
        stream.send({ id: event.seq, event: event.type, data: event.data });
      };
      stream.onClose(live.subscribe(userId, (event) => (early ? early.push(event) : emit(event))));
      try {
        stream.send({ event: 'unread', data: await live.unread(db, userId) });
        if (lastEventId !== null) {
          const missed = await live.replay(userId, lastEventId);
          if (missed === null) stream.send({ event: 'reset', data: {} });
          else missed.forEach(emit);
        }
        const arrived: LiveEvent[] = early;
        early = null;
        arrived.forEach(emit);
      } catch (error) {
        request.log.error({ err: error }, 'live event stream failed to start');
        stream.close();
      }
    });
  };
}
