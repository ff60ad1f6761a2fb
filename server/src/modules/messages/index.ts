import { API_PREFIX, defineModule } from '../../platform/module';
import { messageRoutes } from './routes';
import { unreadCount } from './service';

export { addMessage, addMessageToUsers, ensureWelcome, unreadCount, WELCOME_TITLE } from './service';

/** System messages of a user and the customer-service contact (spec §7 user/center/message, user/kefu). */
export const messagesModule = defineModule('messages', async (app, context) => {
  // The system part of the header's count of new messages (live unread events, the profile).
  context.live.countUnread('system', unreadCount);
  await app.register(messageRoutes(context), { prefix: API_PREFIX });
});
