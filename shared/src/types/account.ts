/**
 * Accounts: the domain types and the API shapes of the `accounts` module, declared once and
 * used by the server's route schemas and by every client.
 */

/** Spec §3 "User account" — persisted locally. The user is logged in exactly when `uid` is non-empty. */
export interface Account {
  accountType: number;
  age: number;
  loginName: string;
  /** Display name; the guest label 游客 when logged out. */
  name: string;
  needBind: boolean;
  needRealName: boolean;
  newAccount: boolean;
  sex: number;
  token: string;
  /** '' when logged out (spec §4 Login state). */
  uid: string;
}

/** Spec §3 "User status" — refreshed from the server, never persisted. */
export interface UserStatus {
  avatar: string;
  /** Diamond balance (X钻). */
  coinNum: number;
  /** Below 1 means not a member (spec §3, §6). */
  levelType: number;
  /** Membership expiry (ISO 8601); null for non-members. */
  expTime?: string | number | null;
  /** New private messages (for the header); present once the profile has been fetched. */
  newMessageCount?: number;
}

/** Spec §3 vipconfig: where a membership purchase started. type 1 + game id when from a game. */
export interface VipConfig {
  type: 0 | 1;
  source: number | string;
}

/** Account types: how the account was created. */
export const AccountType = { name: 1, phone: 2 } as const;
/** Sex: 0 not set, 1 male, 2 female. */
export const SEX_LABELS: Record<number, string> = { 0: '保密', 1: '男', 2: '女' };

/** `POST /api/user/center/me` and `…/updateInfo`: the user status plus the account fields. */
export interface UserProfile extends UserStatus {
  uid: string;
  name: string;
  loginName: string;
  accountType: number;
  sex: number;
  age: number;
  /** Bound phone, masked (138****0000); '' when none. */
  phone: string;
  needBind: boolean;
  needRealName: boolean;
  /** This user's own invite code. */
  inviteCode: string;
  /** New private messages, shown in the header. */
  newMessageCount: number;
  createdAt: string;
}

/** What every login and registration call returns: the account to store (token included). */
export type LoginResult = Account;

export interface DeviceInitRequest {
  appID: number;
  channelID: string | number;
  deviceID: string;
  deviceType: 'h5';
  osType: 3;
}

/** What an SMS code is for; a code only works for its purpose. */
export type SmsPurpose = 'login' | 'bind' | 'reset';

export interface SmsCodeRequest {
  phone: string;
  purpose: SmsPurpose;
}

export interface SmsCodeResult {
  /** Seconds until the code expires (300). */
  expiresIn: number;
  /** Seconds until another code may be asked for (60). */
  resendIn: number;
}

export interface RegisterWithNameRequest {
  loginName: string;
  password: string;
  inviteCode?: string;
}

export interface LoginRequest {
  loginName: string;
  password: string;
}

export interface PhoneLoginRequest {
  phone: string;
  code: string;
  inviteCode?: string;
}

/**
 * `POST /api/user/resetPassword` (logged in): either with the current password (page `reset`)
 * or with an SMS code sent to the bound phone (page `find`).
 */
export type ResetPasswordRequest = { oldPassword: string; password: string } | { phone: string; code: string; password: string };

export interface BindPhoneRequest {
  phone: string;
  code: string;
}

export interface UpdateInfoRequest {
  name?: string;
  sex?: number;
  age?: number;
}

export interface UploadAvatarResult {
  avatar: string;
}

/** Spec §3 "Client/SDK configuration", from `GET /api/client/config`. */
export interface ClientConfig {
  appID: number;
  appKey: string;
  channelID: string;
  otherConfig: {
    /** Phone login registers unknown phones when 1 (default); 0 uses loginPhoneWithoutRegister. */
    autoRegister: 0 | 1;
  };
  serverConfig: {
    /** Seconds between two SMS codes to one phone. */
    smsResendSeconds: number;
    /** Largest avatar upload, in bytes. */
    avatarMaxBytes: number;
    /** Customer-service contact shown on the business and FAQ pages. */
    serviceEmail: string;
  };
}

/** Spec §3 "Tag": `GET /api/v1/square/tag/list`. */
export interface Tag {
  id: number;
  tag: string;
}

/** Sandbox SMS outbox entry: `GET /api/sandbox/sms/outbox?phone=` (only with the sandbox provider). */
export interface SandboxSms {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
  sentAt: string;
}
