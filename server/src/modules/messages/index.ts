import { API_PREFIX, defineModule } from '../../platform/module';
import { messageRoutes } from './routes';

export { addMessage, ensureWelcome, unreadCount, WELCOME_TITLE } from './service';

/** System messages of a user and the customer-service contact (spec §7 user/center/message, user/kefu). */
export const messagesModule = defineModule('messages', async (app, context) => {
  await app.register(messageRoutes(context), { prefix: API_PREFIX });
});
