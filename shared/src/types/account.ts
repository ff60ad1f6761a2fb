/**
 * Accounts: the domain types of the `accounts` and `sms` modules. The API shapes are derived
 * from their one declaration, the schemas in ../schemas/accounts.ts (type-only import: no
 * schema code reaches a browser bundle).
 */
import type { Static } from '@sinclair/typebox';
import type {
  AccountSchema,
  BindPhoneRequestSchema,
  ClientConfigSchema,
  DeviceInitRequestSchema,
  LoginRequestSchema,
  PhoneLoginRequestSchema,
  RegisterWithNameRequestSchema,
  ResetPasswordRequestSchema,
  SandboxSmsSchema,
  SmsCodeRequestSchema,
  SmsCodeResultSchema,
  SmsPurposeSchema,
  TagSchema,
  UpdateInfoRequestSchema,
  UploadAvatarResultSchema,
  UserProfileSchema,
} from '../schemas/accounts';

/** Spec §3 "User account" — persisted locally. The user is logged in exactly when `uid` is non-empty. */
export type Account = Static<typeof AccountSchema>;

/** `POST /api/user/center/me` and `…/updateInfo`: the user status plus the account fields. */
export type UserProfile = Static<typeof UserProfileSchema>;

/**
 * Spec §3 "User status" — the part of the profile the header and the membership rule read;
 * refreshed from the server, never persisted. expTime and newMessageCount arrive with the profile.
 */
export type UserStatus = Pick<UserProfile, 'avatar' | 'coinNum' | 'levelType'> & {
  expTime?: UserProfile['expTime'] | number;
  newMessageCount?: number;
};

/** Spec §3 vipconfig: where a membership purchase started. type 1 + game id when from a game. */
export interface VipConfig {
  type: 0 | 1;
  source: number | string;
}

/** Account types: how the account was created. */
export const AccountType = { name: 1, phone: 2 } as const;
/** Sex: 0 not set, 1 male, 2 female. */
export const SEX_LABELS: Record<number, string> = { 0: '保密', 1: '男', 2: '女' };

/** What every login and registration call returns: the account to store (token included). */
export type LoginResult = Account;

export type DeviceInitRequest = Static<typeof DeviceInitRequestSchema>;
/** What an SMS code is for; a code only works for its purpose. */
export type SmsPurpose = Static<typeof SmsPurposeSchema>;
export type SmsCodeRequest = Static<typeof SmsCodeRequestSchema>;
export type SmsCodeResult = Static<typeof SmsCodeResultSchema>;
export type RegisterWithNameRequest = Static<typeof RegisterWithNameRequestSchema>;
export type LoginRequest = Static<typeof LoginRequestSchema>;
export type PhoneLoginRequest = Static<typeof PhoneLoginRequestSchema>;
/** With the current password (page `reset`) or with an SMS code to the bound phone (page `find`). */
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;
export type BindPhoneRequest = Static<typeof BindPhoneRequestSchema>;
export type UpdateInfoRequest = Static<typeof UpdateInfoRequestSchema>;
export type UploadAvatarResult = Static<typeof UploadAvatarResultSchema>;
/** Spec §3 "Client/SDK configuration", from `GET /api/client/config`. */
export type ClientConfig = Static<typeof ClientConfigSchema>;
/** Spec §3 "Tag": `GET /api/v1/square/tag/list`. */
export type Tag = Static<typeof TagSchema>;
/** Sandbox SMS outbox entry (only with the sandbox provider). */
export type SandboxSms = Static<typeof SandboxSmsSchema>;
