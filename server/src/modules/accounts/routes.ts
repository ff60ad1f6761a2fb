import { checkAge, checkDisplayName, checkLoginName, checkPassword, checkPhone, checkSex, checkSmsCode } from '@portal/shared/rules';
import { type ClientConfig, type PhoneLoginRequest, ResultCode, type UpdateInfoRequest } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { readUploadedFile } from '../../platform/http/uploaded-file';
import { clientIdentity } from '../../platform/http/client-identity';
import { failure, ok } from '../../platform/http/envelope';
import { assertRule } from '../../platform/http/rule-check';
import { typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import {
  bindPhoneSchema,
  clientConfigSchema,
  deviceInitSchema,
  loginSchema,
  logoutSchema,
  meSchema,
  phoneLoginSchema,
  phoneLoginWithoutRegisterSchema,
  registerWithNameSchema,
  resetPasswordSchema,
  updateInfoSchema,
  uploadAvatarSchema,
} from './schemas';
import {
  type AccountsDeps,
  bindPhone,
  getProfile,
  loginWithName,
  loginWithPhone,
  type PasswordProof,
  recordDevice,
  registerWithName,
  resetPassword,
  setAvatar,
  updateInfo,
} from './service';

/** The client's device id is a uuid without dashes (spec §3 h5_device_id). */
const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Registration, the three ways to log in, and logout. */
function loginRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/user/registerWithName', { schema: registerWithNameSchema }, async (request) => {
      const loginName = request.body.loginName.trim();
      assertRule(checkLoginName(loginName));
      assertRule(checkPassword(request.body.password));
      const { inviteCode } = request.body;
      return ok(
        await registerWithName(
          deps,
          { loginName, password: request.body.password, ...(inviteCode ? { inviteCode } : {}) },
          clientIdentity(request),
        ),
      );
    });

    api.post('/user/login', { schema: loginSchema }, async (request) => {
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
    api.post('/user/loginWithPhone', { schema: phoneLoginSchema }, phoneLogin(deps.config.phoneAutoRegister));
    api.post('/user/loginPhoneWithoutRegister', { schema: phoneLoginWithoutRegisterSchema }, phoneLogin(false));

    // Logout is idempotent: a token that is already unknown, expired or revoked is logged out
    // too, so it answers 0 rather than code 2 (which would bounce the user to the login page).
    api.post('/user/logout', { schema: logoutSchema, config: { viewer: 'optional' } }, async (request) => {
      if (request.viewer) await deps.sessions.revoke(request.viewer.sessionId);
      return ok(null);
    });
  };
}

/** POST /api/user/resetPassword (logged in): with the current password, or with a code sent to the bound phone. */
function passwordRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).post('/user/resetPassword', { schema: resetPasswordSchema, config: { viewer: 'required' } }, async (request) => {
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
        throw new AppError(ResultCode.badRequest, 400, '请输入原密码，或手机号和验证码');
      }
      assertRule(checkPassword(password));
      await resetPassword(deps, viewerOf(request), proof, password, request.ip);
      return ok(null);
    });
  };
}

/** The personal centre: who am I, change my details, bind my phone, upload an avatar. */
function profileRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/user/center/me', { schema: meSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await getProfile(deps, viewerOf(request).userId)),
    );

    api.post('/user/center/updateInfo', { schema: updateInfoSchema, config: { viewer: 'required' } }, async (request) => {
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
      return ok(await updateInfo(deps, viewerOf(request).userId, info));
    });

    api.post('/user/bind', { schema: bindPhoneSchema, config: { viewer: 'required' } }, async (request) => {
      const phone = request.body.phone.trim();
      const code = request.body.code.trim();
      assertRule(checkPhone(phone));
      assertRule(checkSmsCode(code));
      return ok(await bindPhone(deps, viewerOf(request).userId, phone, code));
    });

    api.post('/user/center/uploadAvatar', { schema: uploadAvatarSchema, config: { viewer: 'required' } }, async (request) => {
      const bytes = await readUploadedFile(request, '头像', deps.config.avatarMaxBytes);
      return ok(await setAvatar(deps, viewerOf(request).userId, bytes));
    });
  };
}

/**
 * POST /api/user/device/init and GET /api/client/config. Spec §8: the client reads code 0 as
 * success and code 1 as "SDK初始化失败", so a bad device id is answered with HTTP 200, code 1
 * and the reason.
 */
function clientRoutes(deps: AccountsDeps) {
  // Spec §3 Client/SDK configuration (appID 2008, appKey '{key}', channel '0').
  const clientConfig: ClientConfig = {
    appID: 2008,
    appKey: '{key}',
    channelID: '0',
    otherConfig: { autoRegister: deps.config.phoneAutoRegister ? 1 : 0 },
    serverConfig: {
      smsResendSeconds: deps.config.smsResendSeconds,
      avatarMaxBytes: deps.config.avatarMaxBytes,
      serviceEmail: deps.config.serviceEmail,
      mode: deps.mode,
    },
  };
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/user/device/init', { schema: deviceInitSchema }, async (request) => {
      const body = request.body ?? {};
      const deviceId = String(body.deviceID ?? '')
        .trim()
        .toLowerCase();
      if (!deviceId) return failure(ResultCode.failed, '缺少设备号 deviceID');
      if (!DEVICE_ID_PATTERN.test(deviceId)) return failure(ResultCode.failed, '设备号 deviceID 格式不正确，应为 32 位十六进制字符');
      await recordDevice(deps.db, {
        deviceId,
        appId: body.appID ?? null,
        channelId: String(body.channelID ?? '0').slice(0, 64) || '0',
        deviceType: String(body.deviceType ?? 'h5').slice(0, 16),
        osType: body.osType ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        ip: request.ip,
        at: deps.now(),
      });
      return ok(null);
    });

    api.get('/client/config', { schema: clientConfigSchema }, async () => ok(clientConfig));
  };
}

/** Every route of the accounts module (spec §7 Accounts), under /api. */
export function accountRoutes(deps: AccountsDeps) {
  return async (app: FastifyInstance) => {
    await app.register(clientRoutes(deps));
    await app.register(loginRoutes(deps));
    await app.register(passwordRoutes(deps));
    await app.register(profileRoutes(deps));
  };
}
