import { checkPhone } from '@portal/shared/rules';
import type { SmsCodeRequest, SmsCodeResult } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import type { SmsCodeService } from './sms-code-service';

const smsCodeSchema = {
  body: {
    type: 'object',
    required: ['phone'],
    properties: {
      phone: { type: 'string' },
      // The contract names the purpose; an older client that omits it asks for a login code.
      purpose: { type: 'string', enum: ['login', 'bind', 'reset'], default: 'login' },
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['expiresIn', 'resendIn'],
      properties: { expiresIn: { type: 'integer' }, resendIn: { type: 'integer' } },
    }),
  },
} as const;

/** POST /api/user/smsCode */
export function smsRoutes(smsCodes: SmsCodeService) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: SmsCodeRequest }>('/user/smsCode', { schema: smsCodeSchema }, async (request) => {
      const phone = request.body.phone.trim();
      assertRule(checkPhone(phone));
      const result: SmsCodeResult = await smsCodes.request(phone, request.body.purpose, request.ip);
      return ok(result);
    });
  };
}
