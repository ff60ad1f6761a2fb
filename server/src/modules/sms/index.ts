import type { FastifyInstance } from 'fastify';
import { isSandboxSmsProvider } from './sandbox-sms-provider';
import { sandboxOutboxRoutes } from './sandbox-outbox-routes';
import type { SmsCodeService } from './sms-code-service';
import type { SmsProvider } from './sms-provider';
import { smsRoutes } from './sms-routes';

/** The SMS routes under /api; the sandbox outbox only exists with the sandbox provider. */
export async function registerSmsRoutes(api: FastifyInstance, smsCodes: SmsCodeService, provider: SmsProvider) {
  await api.register(smsRoutes(smsCodes));
  if (isSandboxSmsProvider(provider)) await api.register(sandboxOutboxRoutes(provider));
}
