import { API_PREFIX, defineModule } from '../../platform/module';
import { createSquareWordSettings } from '../square';
import { chatRoutes } from './routes';
import { createChatService, privateUnreadCount } from './service';

export { privateUnreadCount } from './service';

/**
 * Private messages between users and the live event stream of every user (issue 14):
 * /api/chat/* and GET /api/events (Server-Sent Events through the platform's live hub).
 */
export const chatModule = defineModule('chat', async (app, context) => {
  const { db, now, rateLimiter, live } = context;
  const words = createSquareWordSettings(db, now);
  const service = createChatService({
    db,
    now,
    rateLimiter,
    live,
    findSensitiveWords: async (text) => (await words.matcher()).find(text),
  });
  // The private part of the header's count of new messages (live unread events, the profile).
  live.countUnread('private', privateUnreadCount);
  await app.register(chatRoutes(service, live, db), { prefix: API_PREFIX });
});
