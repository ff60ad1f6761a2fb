import type { SandboxSms } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Queryable } from '../../db/types';
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
      await db.query('INSERT INTO sandbox_sms_outbox (phone, purpose, code, text, sent_at) VALUES ($1, $2, $3, $4, $5)', [
        message.phone,
        message.purpose,
        message.code,
        message.text,
        now(),
      ]);
    },
    async outbox(phone, limit = 20) {
      const rows = await db.query<{ phone: string; purpose: SandboxSms['purpose']; code: string; text: string; sent_at: Date }>(
        `SELECT phone, purpose, code, text, sent_at FROM sandbox_sms_outbox
         WHERE phone = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`,
        [phone, limit],
      );
      return rows.map((row) => ({
        phone: row.phone,
        purpose: row.purpose,
        code: row.code,
        text: row.text,
        sentAt: new Date(row.sent_at).toISOString(),
      }));
    },
  };
}
