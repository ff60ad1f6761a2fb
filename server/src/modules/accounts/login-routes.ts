import { checkLoginName, checkPassword, checkPhone, checkSmsCode } from '@portal/shared/rules';
import type { LoginRequest, PhoneLoginRequest, RegisterWithNameRequest } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import type { AccountsDeps } from './accounts-deps';
import { loginSchema, logoutSchema, phoneLoginSchema, registerWithNameSchema } from './account-schemas';
import { loginWithName, registerWithName } from './name-login-service';
import { loginWithPhone } from './phone-login-service';

/** Registration, the three ways to log in, and logout. */
export function loginRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: RegisterWithNameRequest }>('/user/registerWithName', { schema: registerWithNameSchema }, async (request) => {
      const loginName = request.body.loginName.trim();
      assertRule(checkLoginName(loginName));
      assertRule(checkPassword(request.body.password));
      const { inviteCode } = request.body;
      return ok(await registerWithName(deps, { loginName, password: request.body.password, ...(inviteCode ? { inviteCode } : {}) }));
    });

    app.post<{ Body: LoginRequest }>('/user/login', { schema: loginSchema }, async (request) => {
      const loginName = request.body.loginName.trim();
      // Only presence is checked: an old account must never be locked out by a newer format rule.
      if (!loginName) assertRule(checkLoginName(loginName));
      if (!request.body.password) assertRule(checkPassword(request.body.password));
      return ok(await loginWithName(deps, loginName, request.body.password, request.ip));
    });

    const phoneLogin = (register: boolean) => async (request: { body: PhoneLoginRequest }) => {
      const phone = request.body.phone.trim();
      const code = request.body.code.trim();
      assertRule(checkPhone(phone));
      assertRule(checkSmsCode(code));
      const { inviteCode } = request.body;
      return ok(await loginWithPhone(deps, { phone, code, ...(inviteCode ? { inviteCode } : {}) }, register));
    };
    app.post<{ Body: PhoneLoginRequest }>('/user/loginWithPhone', { schema: phoneLoginSchema }, phoneLogin(deps.config.phoneAutoRegister));
    app.post<{ Body: PhoneLoginRequest }>('/user/loginPhoneWithoutRegister', { schema: phoneLoginSchema }, phoneLogin(false));

    // Logout is idempotent: a token that is already unknown, expired or revoked is logged out
    // too, so it answers 0 rather than code 2 (which would bounce the user to the login page).
    app.post('/user/logout', { schema: logoutSchema }, async (request) => {
      const token = request.headers.token;
      const identity = typeof token === 'string' && token ? await deps.sessions.authenticate(token) : null;
      if (identity) await deps.sessions.revoke(identity.sessionId);
      return ok(null);
    });
  };
}
