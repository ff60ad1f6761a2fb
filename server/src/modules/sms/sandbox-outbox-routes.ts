import { checkPhone } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import type { SandboxSmsProvider } from './sandbox-sms-provider';

const outboxSchema = {
  querystring: {
    type: 'object',
    required: ['phone'],
    properties: { phone: { type: 'string' } },
  },
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['phone', 'purpose', 'code', 'text', 'sentAt'],
        properties: {
          phone: { type: 'string' },
          purpose: { type: 'string' },
          code: { type: 'string' },
          text: { type: 'string' },
          sentAt: { type: 'string' },
        },
      },
    }),
  },
} as const;

/**
 * GET /api/sandbox/sms/outbox?phone= — the texts the sandbox "sent" to a phone, newest first.
 * Registered only when the sandbox provider is the configured one (see modules/sms/index.ts).
 */
export function sandboxOutboxRoutes(provider: SandboxSmsProvider) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { phone: string } }>('/sandbox/sms/outbox', { schema: outboxSchema }, async (request) => {
      const phone = request.query.phone.trim();
      assertRule(checkPhone(phone));
      return ok(await provider.outbox(phone));
    });
  };
}
