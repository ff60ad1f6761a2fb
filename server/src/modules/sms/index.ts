import { API_PREFIX, defineModule, type ModuleContext } from '../../platform/module';
import { sandboxOutboxRoutes, smsRoutes } from './routes';
import { isSandboxSmsProvider } from './sandbox-sms-provider';
import { createSmsCodeService, type SmsCodeService } from './service';

export { createSmsProvider } from './create-sms-provider';
export type { SmsMessage, SmsProvider } from './sms-provider';
export type { SmsCodeService } from './service';

/** The one SMS code service of a module context (modules that check codes build it with this). */
export function smsCodesOf({ db, now, smsProvider, rateLimiter, config }: ModuleContext): SmsCodeService {
  return createSmsCodeService({
    db,
    now,
    provider: smsProvider,
    rateLimiter,
    appTitle: config.appTitle,
    resendSeconds: config.accounts.smsResendSeconds,
  });
}

/** SMS codes (POST /api/user/smsCode); the sandbox outbox only exists with the sandbox provider. */
export const smsModule = defineModule('sms', async (app, context) => {
  await app.register(smsRoutes(smsCodesOf(context)), { prefix: API_PREFIX });
  if (isSandboxSmsProvider(context.smsProvider))
    await app.register(sandboxOutboxRoutes(context.smsProvider, context.config.staffToken), { prefix: API_PREFIX });
});
