import { Type } from '@sinclair/typebox';
import { Int32, IntegerEnum, NullableString, StringEnum } from './common';

/**
 * Accounts (spec §3 User account, §7 user/*): the request and answer shapes of the accounts
 * and SMS modules. Formats and lengths are the shared rules (@portal/shared/rules) that client
 * and server both run, so the schemas fix shapes only; unknown fields (appID, uid …) pass.
 */

/** Spec §3 "User account" — what every login and registration call returns. */
export const AccountSchema = Type.Object({
  accountType: Type.Integer({ description: '1 用户名注册，2 手机号注册' }),
  age: Type.Integer(),
  loginName: Type.String(),
  name: Type.String({ description: '昵称；未登录时为 游客' }),
  needBind: Type.Boolean(),
  needRealName: Type.Boolean(),
  newAccount: Type.Boolean({ description: '本次调用新建了账号' }),
  sex: Type.Integer({ description: '0 保密，1 男，2 女' }),
  token: Type.String(),
  uid: Type.String({ description: '未登录时为空字符串' }),
});

/** `POST /api/user/center/me` and `…/updateInfo`: the user status plus the account fields. */
export const UserProfileSchema = Type.Object({
  uid: Type.String(),
  name: Type.String(),
  loginName: Type.String(),
  accountType: Type.Integer(),
  sex: Type.Integer(),
  age: Type.Integer(),
  phone: Type.String({ description: '绑定的手机号（打码，如 138****0000）；未绑定为空' }),
  needBind: Type.Boolean(),
  needRealName: Type.Boolean(),
  inviteCode: Type.String({ description: '本人的邀请码' }),
  newMessageCount: Type.Integer({ description: '未读私信数' }),
  createdAt: Type.String(),
  avatar: Type.String(),
  coinNum: Type.Integer({ description: 'X钻余额' }),
  levelType: Type.Integer({ description: '小于 1 不是会员' }),
  expTime: NullableString({ description: '会员到期时间（ISO 8601）；非会员为 null' }),
});

/*
 * Request strings carry a generous upper length (the account rules then give the precise,
 * friendly message): no megabyte of text reaches a password hash or a query.
 */
const LoginName = () => Type.String({ maxLength: 64 });
const Password = () => Type.String({ maxLength: 128 });
const Phone = () => Type.String({ maxLength: 32 });
const SmsCode = () => Type.String({ maxLength: 16 });
const InviteCode = () => Type.String({ maxLength: 32 });

export const RegisterWithNameRequestSchema = Type.Object({
  loginName: LoginName(),
  password: Password(),
  inviteCode: Type.Optional(InviteCode()),
});

export const LoginRequestSchema = Type.Object({ loginName: LoginName(), password: Password() });

export const PhoneLoginRequestSchema = Type.Object({
  phone: Phone(),
  code: SmsCode(),
  inviteCode: Type.Optional(InviteCode()),
});

/**
 * `POST /api/user/resetPassword` (logged in): with the current password (page `reset`) or with
 * an SMS code sent to the bound phone (page `find`); which one is decided by the fields present.
 */
export const ResetPasswordRequestSchema = Type.Object({
  password: Password(),
  oldPassword: Type.Optional(Password()),
  phone: Type.Optional(Phone()),
  code: Type.Optional(SmsCode()),
});

export const BindPhoneRequestSchema = Type.Object({ phone: Phone(), code: SmsCode() });

export const UpdateInfoRequestSchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 64 })),
  sex: Type.Optional(Int32()),
  age: Type.Optional(Int32()),
});

export const UploadAvatarResultSchema = Type.Object({ avatar: Type.String() });

/** `POST /api/user/init`: the device the portal runs on (spec §4 SDK init). */
export const DeviceInitRequestSchema = Type.Object({
  appID: Type.Optional(Int32()),
  channelID: Type.Optional(Type.String({ maxLength: 64 })),
  deviceID: Type.Optional(Type.String({ maxLength: 64 })),
  deviceType: Type.Optional(Type.String({ maxLength: 32 })),
  osType: Type.Optional(Int32()),
});

/** Spec §3 "Client/SDK configuration", from `GET /api/client/config`. */
export const ClientConfigSchema = Type.Object({
  appID: Type.Integer(),
  appKey: Type.String(),
  channelID: Type.String(),
  otherConfig: Type.Object({
    autoRegister: IntegerEnum([0, 1], { description: '1：手机号登录时自动注册' }),
  }),
  serverConfig: Type.Object({
    smsResendSeconds: Type.Integer({ description: '两次获取验证码的间隔（秒）' }),
    avatarMaxBytes: Type.Integer({ description: '头像文件上限（字节）' }),
    serviceEmail: Type.String({ description: '客服邮箱' }),
    mode: StringEnum(['demo', 'development', 'production'], {
      description: '运行模式：demo / development 为沙箱（短信、支付不真实），页面据此提示',
    }),
  }),
});

/** What an SMS code is for; a code only works for its purpose. */
export const SMS_PURPOSES = ['login', 'bind', 'reset'] as const;
export const SmsPurposeSchema = StringEnum(SMS_PURPOSES);

export const SmsCodeRequestSchema = Type.Object({
  phone: Phone(),
  /** An older client that omits the purpose asks for a login code. */
  purpose: Type.Optional(StringEnum(SMS_PURPOSES, { default: 'login' })),
});

export const SmsCodeResultSchema = Type.Object({
  expiresIn: Type.Integer({ description: '验证码有效期（秒）' }),
  resendIn: Type.Integer({ description: '多少秒后可再次获取' }),
});

/** Sandbox SMS outbox entry (only with the sandbox provider). */
export const SandboxSmsSchema = Type.Object({
  phone: Type.String(),
  purpose: SmsPurposeSchema,
  code: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
});

/** Spec §3 "Tag": `GET /api/v1/square/tag/list`. */
export const TagSchema = Type.Object({ id: Type.Integer(), tag: Type.String() });
