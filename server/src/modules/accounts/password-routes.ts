import { checkPassword, checkPhone, checkSmsCode } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import { sessionOf } from '../../platform/plugins/auth';
import type { AccountsDeps } from './accounts-deps';
import { resetPasswordSchema } from './account-schemas';
import { resetPassword, type PasswordProof } from './password-service';

interface ResetPasswordBody {
  password: string;
  oldPassword?: string;
  phone?: string;
  code?: string;
}

/** POST /api/user/resetPassword (logged in): with the current password, or with a code sent to the bound phone. */
export function passwordRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: ResetPasswordBody }>(
      '/user/resetPassword',
      { schema: resetPasswordSchema, preValidation: app.requireSession },
      async (request) => {
        const { password, oldPassword } = request.body;
        let proof: PasswordProof;
        if (oldPassword !== undefined && oldPassword !== '') {
          proof = { oldPassword };
        } else if (request.body.phone !== undefined || request.body.code !== undefined) {
          const phone = (request.body.phone ?? '').trim();
          const code = (request.body.code ?? '').trim();
          assertRule(checkPhone(phone));
          assertRule(checkSmsCode(code));
          proof = { phone, code };
        } else {
          assertRule('请输入原密码，或手机号和验证码');
          return;
        }
        assertRule(checkPassword(password));
        await resetPassword(deps, sessionOf(request), proof, password);
        return ok(null);
      },
    );
  };
}
