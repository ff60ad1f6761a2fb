import { checkPhone } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import { staffOrLoopback } from '../../platform/http/staff-access';
import { typedRoutes } from '../../platform/module';
import type { SandboxSmsProvider } from './sandbox-sms-provider';
import { sandboxOutboxSchema, smsCodeSchema } from './schemas';
import type { SmsCodeService } from './service';

/** POST /api/user/smsCode {phone, purpose}. */
export function smsRoutes(smsCodes: SmsCodeService) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).post('/user/smsCode', { schema: smsCodeSchema }, async (request) => {
      const phone = request.body.phone.trim();
      assertRule(checkPhone(phone));
      return ok(await smsCodes.request(phone, request.body.purpose ?? 'login', request.ip));
    });
  };
}

/**
 * GET /api/sandbox/sms/outbox?phone= — the texts the sandbox "sent" to a phone, newest first.
 * Whoever reads it can log in as that phone, so it answers only this machine (the demo's
 * player, the tests) or staff holding STAFF_TOKEN; and it exists only with the sandbox provider,
 * which production mode refuses.
 */
export function sandboxOutboxRoutes(provider: SandboxSmsProvider, staffToken: string | undefined) {
  return async (app: FastifyInstance) => {
    const preHandler = staffOrLoopback(staffToken);
    typedRoutes(app).get('/sandbox/sms/outbox', { schema: sandboxOutboxSchema, preHandler }, async (request) => {
      const phone = request.query.phone.trim();
      assertRule(checkPhone(phone));
      return ok(await provider.outbox(phone));
    });
  };
}
