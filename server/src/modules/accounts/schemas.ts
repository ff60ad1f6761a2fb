import { Type } from '@sinclair/typebox';
import {
  AccountSchema,
  BindPhoneRequestSchema,
  ClientConfigSchema,
  DeviceInitRequestSchema,
  LoginRequestSchema,
  PhoneLoginRequestSchema,
  RegisterWithNameRequestSchema,
  ResetPasswordRequestSchema,
  UpdateInfoRequestSchema,
  UploadAvatarResultSchema,
  UserProfileSchema,
} from '@portal/shared/schemas';
import { optionalBody, routeSchema } from '../../platform/http/route-schema';

/**
 * Route schemas of the accounts module. They fix the shapes and coerce form-encoded strings;
 * the rules themselves (formats, lengths) are the shared checks of @portal/shared/rules, run
 * in the routes, so client and server say the same thing.
 */
const tag = 'accounts';

export const registerWithNameSchema = routeSchema({ summary: '用户名注册', tag, body: RegisterWithNameRequestSchema, data: AccountSchema });
export const loginSchema = routeSchema({ summary: '用户名密码登录', tag, body: LoginRequestSchema, data: AccountSchema });
export const phoneLoginSchema = routeSchema({
  summary: '手机号验证码登录（未注册的手机号自动注册，见 autoRegister）',
  tag,
  body: PhoneLoginRequestSchema,
  data: AccountSchema,
});
export const phoneLoginWithoutRegisterSchema = routeSchema({
  summary: '手机号验证码登录（不自动注册）',
  tag,
  body: PhoneLoginRequestSchema,
  data: AccountSchema,
});
export const logoutSchema = routeSchema({ summary: '退出登录（已失效的 token 也算成功）', tag, data: Type.Null() });
export const resetPasswordSchema = routeSchema({
  summary: '修改密码：原密码，或绑定手机的验证码；其他会话全部退出',
  tag,
  body: ResetPasswordRequestSchema,
  data: Type.Null(),
});
export const meSchema = routeSchema({ summary: '个人信息（含余额、会员、未读消息数）', tag, data: UserProfileSchema });
export const updateInfoSchema = routeSchema({
  summary: '修改昵称、性别或年龄（只改传入的字段）',
  tag,
  body: optionalBody(UpdateInfoRequestSchema),
  data: UserProfileSchema,
});
export const bindPhoneSchema = routeSchema({ summary: '绑定手机号', tag, body: BindPhoneRequestSchema, data: UserProfileSchema });
export const uploadAvatarSchema = routeSchema({
  summary: '上传头像（multipart/form-data，字段 file：PNG、JPEG 或 WebP）',
  tag,
  multipart: true,
  data: UploadAvatarResultSchema,
});
export const deviceInitSchema = routeSchema({
  summary: 'SDK 初始化：登记设备（设备号不合法时 code 1）',
  tag,
  body: optionalBody(DeviceInitRequestSchema),
  data: Type.Null(),
});
export const clientConfigSchema = routeSchema({ summary: '客户端配置（spec §3）', tag, data: ClientConfigSchema });
