import { envelopeSchema } from '../../platform/http/envelope';

/**
 * JSON schemas of the accounts routes. They fix the shape and coerce form-encoded strings;
 * the rules themselves (formats, lengths) are the shared checks in @portal/shared/rules, applied
 * in the routes, so client and server say the same thing. Unknown fields (appID, uid …) pass.
 */
const text = { type: 'string' } as const;

export const accountSchema = {
  type: 'object',
  required: ['accountType', 'age', 'loginName', 'name', 'needBind', 'needRealName', 'newAccount', 'sex', 'token', 'uid'],
  properties: {
    accountType: { type: 'integer' },
    age: { type: 'integer' },
    loginName: text,
    name: text,
    needBind: { type: 'boolean' },
    needRealName: { type: 'boolean' },
    newAccount: { type: 'boolean' },
    sex: { type: 'integer' },
    token: text,
    uid: text,
  },
} as const;

export const profileSchema = {
  type: 'object',
  required: [
    'uid',
    'name',
    'loginName',
    'accountType',
    'sex',
    'age',
    'phone',
    'needBind',
    'needRealName',
    'inviteCode',
    'newMessageCount',
    'createdAt',
    'avatar',
    'coinNum',
    'levelType',
    'expTime',
  ],
  properties: {
    uid: text,
    name: text,
    loginName: text,
    accountType: { type: 'integer' },
    sex: { type: 'integer' },
    age: { type: 'integer' },
    phone: text,
    needBind: { type: 'boolean' },
    needRealName: { type: 'boolean' },
    inviteCode: text,
    newMessageCount: { type: 'integer' },
    createdAt: text,
    avatar: text,
    coinNum: { type: 'integer' },
    levelType: { type: 'integer' },
    expTime: { type: ['string', 'null'] },
  },
} as const;

const loginResponse = { 200: envelopeSchema(accountSchema) } as const;
const profileResponse = { 200: envelopeSchema(profileSchema) } as const;
const emptyResponse = { 200: envelopeSchema({ type: 'null' }) } as const;

export const registerWithNameSchema = {
  body: {
    type: 'object',
    required: ['loginName', 'password'],
    properties: { loginName: text, password: text, inviteCode: text },
  },
  response: loginResponse,
} as const;

export const loginSchema = {
  body: { type: 'object', required: ['loginName', 'password'], properties: { loginName: text, password: text } },
  response: loginResponse,
} as const;

export const phoneLoginSchema = {
  body: { type: 'object', required: ['phone', 'code'], properties: { phone: text, code: text, inviteCode: text } },
  response: loginResponse,
} as const;

export const logoutSchema = { response: emptyResponse } as const;

export const resetPasswordSchema = {
  body: {
    type: 'object',
    required: ['password'],
    properties: { password: text, oldPassword: text, phone: text, code: text },
  },
  response: emptyResponse,
} as const;

export const bindPhoneSchema = {
  body: { type: 'object', required: ['phone', 'code'], properties: { phone: text, code: text } },
  response: profileResponse,
} as const;

export const meSchema = { response: profileResponse } as const;

export const updateInfoSchema = {
  body: {
    type: 'object',
    properties: { name: text, sex: { type: 'integer' }, age: { type: 'integer' } },
  },
  response: profileResponse,
} as const;

export const uploadAvatarSchema = {
  response: {
    200: envelopeSchema({ type: 'object', required: ['avatar'], properties: { avatar: text } }),
  },
} as const;

export const deviceInitSchema = {
  body: {
    type: 'object',
    properties: {
      appID: { type: 'integer' },
      channelID: text,
      deviceID: text,
      deviceType: text,
      osType: { type: 'integer' },
    },
  },
  response: emptyResponse,
} as const;

export const clientConfigSchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      required: ['appID', 'appKey', 'channelID', 'otherConfig', 'serverConfig'],
      properties: {
        appID: { type: 'integer' },
        appKey: text,
        channelID: text,
        otherConfig: {
          type: 'object',
          required: ['autoRegister'],
          properties: { autoRegister: { type: 'integer', enum: [0, 1] } },
        },
        serverConfig: {
          type: 'object',
          required: ['smsResendSeconds', 'avatarMaxBytes', 'serviceEmail'],
          properties: {
            smsResendSeconds: { type: 'integer' },
            avatarMaxBytes: { type: 'integer' },
            serviceEmail: text,
          },
        },
      },
    }),
  },
} as const;
