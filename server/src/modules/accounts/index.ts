import { API_PREFIX, defineModule } from '../../platform/module';
import { smsCodesOf } from '../sms';
import { accountRoutes } from './routes';

export { hashPassword } from './password-hasher';
export { isUniqueViolation, userRepository } from './repository';
export { createAccount, nameAccount } from './service';

/** Accounts (spec §7): registration, login, logout, passwords, the personal centre, devices, client config. */
export const accountsModule = defineModule('accounts', async (app, context) => {
  const { db, now, config, sessions, rateLimiter, storage } = context;
  const deps = { db, now, config: config.accounts, mode: config.mode, sessions, smsCodes: smsCodesOf(context), rateLimiter, storage };
  await app.register(accountRoutes(deps), { prefix: API_PREFIX });
});
