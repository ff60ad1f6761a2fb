import type { SandboxSms } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Queryable } from '../../db/types';
import { insertOutboxText, listOutbox } from './repository';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * The local sandbox: nothing leaves the machine. Each text is logged and kept in the
 * sandbox_sms_outbox table (so every instance sees it), readable through
 * GET /api/sandbox/sms/outbox — which exists only while this provider is configured.
 */
export interface SandboxSmsProvider extends SmsProvider {
  readonly name: 'sandbox';
  outbox(phone: string, limit?: number): Promise<SandboxSms[]>;
}

export function isSandboxSmsProvider(provider: SmsProvider): provider is SandboxSmsProvider {
  return provider.name === 'sandbox' && typeof (provider as Partial<SandboxSmsProvider>).outbox === 'function';
}

export function createSandboxSmsProvider(db: Queryable, now: Clock, log: FastifyBaseLogger): SandboxSmsProvider {
  return {
    name: 'sandbox',
    async send(message: SmsMessage) {
      log.info({ phone: message.phone, purpose: message.purpose }, `[sandbox sms] ${message.text}`);
      await insertOutboxText(db, { ...message, sentAt: now().toISOString() });
    },
    outbox: (phone, limit = 20) => listOutbox(db, phone, limit),
  };
}
