import { checkAge, checkDisplayName, checkPhone, checkSex, checkSmsCode } from '@portal/shared/rules';
import type { BindPhoneRequest, UpdateInfoRequest } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import { sessionOf } from '../../platform/plugins/auth';
import type { AccountsDeps } from './accounts-deps';
import { bindPhoneSchema, meSchema, updateInfoSchema } from './account-schemas';
import { bindPhone, getProfile, updateInfo } from './profile-service';

/** The personal centre: who am I, change my details, bind my phone. */
export function profileRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    app.post('/user/center/me', { schema: meSchema, preValidation: app.requireSession }, async (request) =>
      ok(await getProfile(deps, sessionOf(request).userId)),
    );

    app.post<{ Body: UpdateInfoRequest | undefined }>(
      '/user/center/updateInfo',
      { schema: updateInfoSchema, preValidation: app.requireSession },
      async (request) => {
        const body = request.body ?? {};
        const info: UpdateInfoRequest = {};
        if (body.name !== undefined) {
          assertRule(checkDisplayName(body.name));
          info.name = body.name.trim();
        }
        if (body.sex !== undefined) {
          assertRule(checkSex(body.sex));
          info.sex = body.sex;
        }
        if (body.age !== undefined) {
          assertRule(checkAge(body.age));
          info.age = body.age;
        }
        if (Object.keys(info).length === 0) assertRule('请至少填写昵称、性别或年龄中的一项');
        return ok(await updateInfo(deps, sessionOf(request).userId, info));
      },
    );

    app.post<{ Body: BindPhoneRequest }>('/user/bind', { schema: bindPhoneSchema, preValidation: app.requireSession }, async (request) => {
      const phone = request.body.phone.trim();
      const code = request.body.code.trim();
      assertRule(checkPhone(phone));
      assertRule(checkSmsCode(code));
      return ok(await bindPhone(deps, sessionOf(request).userId, phone, code));
    });
  };
}
