import { createHash } from 'node:crypto';
import {
  AccountType,
  type LoginResult,
  ResultCode,
  type ResultCodeValue,
  type UpdateInfoRequest,
  type UploadAvatarResult,
  type UserProfile,
} from '@portal/shared/types';
import type { AccountsConfig, PortalMode } from '../../config';
import type { Database, Queryable } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { ClientIdentity } from '../../platform/http/client-identity';
import { spendQuotas } from '../../platform/rate-limit/quota';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { SessionIdentity, SessionService } from '../../platform/sessions/session-service';
import { detectImageType } from '../../platform/storage/image-type';
import type { Storage } from '../../platform/storage/storage';
import { ensureWelcome, unreadCount } from '../messages';
import { privateUnreadCount } from '../chat';
import type { SmsCodeService } from '../sms';
import { toAccount, toProfile } from './account-view';
import { normaliseInviteCode } from './invite-code';
import { beginPasswordAttempt } from './password-attempts';
import { registrationQuotas } from './registration-limits';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hasher';
import { checkPasswordStrength } from './password-strength';
import {
  deviceRepository,
  type DeviceVisit,
  inviteRepository,
  isUniqueViolation,
  type NewUser,
  userRepository,
  type UserRow,
} from './repository';

/** Everything the accounts services need, built once by the module (index.ts). */
export interface AccountsDeps {
  db: Database;
  now: Clock;
  config: AccountsConfig;
  /** PORTAL_MODE, which the client configuration tells the pages (a demo says so). */
  mode: PortalMode;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  rateLimiter: RateLimiter;
  storage: Storage;
}

// ——— Creating accounts ———

/** The name a phone account starts with: 玩家 + the last four digits. */
export function phoneAccountName(phone: string): string {
  return `玩家${phone.slice(-4)}`;
}

/**
 * Creates a user inside the caller's transaction and, when inviteCode belongs to a user,
 * records the invitation. Unknown codes are ignored on purpose (see inviteRepository.record).
 */
export async function createAccount(tx: Queryable, user: NewUser, inviteCode: string | undefined, at: Date): Promise<UserRow> {
  const row = await userRepository.insert(tx, user);
  const code = normaliseInviteCode(inviteCode);
  if (code) await inviteRepository.record(tx, code, row.uid, at);
  // Every new player finds a welcome in their system messages (the header counts it as new).
  await ensureWelcome(tx, row.uid, at);
  return row;
}

export function nameAccount(loginName: string, passwordHash: string): NewUser {
  return { loginName, passwordHash, name: loginName, accountType: AccountType.name };
}

export function phoneAccount(phone: string): NewUser {
  return { phone, name: phoneAccountName(phone), accountType: AccountType.phone };
}

/** A unique violation raised by two sign-ups racing for one name or phone, as the user-facing refusal. */
export function explainConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'login_name')) return new AppError(ResultCode.loginNameTaken, 409);
  if (isUniqueViolation(error, 'phone')) return new AppError(ResultCode.phoneTaken, 409);
  return error;
}

/** A new password must not be common or built on what an attacker knows (password-strength.ts). */
function assertStrongPassword(password: string, knownToAttacker: readonly (string | null | undefined)[]): void {
  const weakness = checkPasswordStrength(password, knownToAttacker);
  if (weakness) throw new AppError(ResultCode.weakPassword, 400, weakness);
}

// ——— Name accounts ———

export interface NameRegistration {
  loginName: string;
  password: string;
  inviteCode?: string;
}

/** POST /api/user/registerWithName: a new name account and its first session, in one transaction. */
export async function registerWithName(deps: AccountsDeps, input: NameRegistration, client: ClientIdentity): Promise<LoginResult> {
  assertStrongPassword(input.password, [input.loginName]);
  await spendQuotas(deps.rateLimiter, registrationQuotas(client), deps.now());
  if (await userRepository.findByLoginName(deps.db, input.loginName)) throw new AppError(ResultCode.loginNameTaken, 409);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await createAccount(tx, nameAccount(input.loginName, passwordHash), input.inviteCode, deps.now());
      return toAccount(user, await deps.sessions.create(tx, user.uid), true, deps.now());
    });
  } catch (error) {
    throw explainConflict(error);
  }
}

/**
 * POST /api/user/login. Every wrong name or password gets the same message; attempts are
 * limited per account and address before the password is checked (password-attempts.ts).
 */
export async function loginWithName(deps: AccountsDeps, loginName: string, password: string, address: string): Promise<LoginResult> {
  const attempt = await beginPasswordAttempt(deps.rateLimiter, { kind: 'login', account: loginName.toLowerCase(), address }, deps.now());
  const user = await userRepository.findByLoginName(deps.db, loginName);
  const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstNothing(password);
  if (!user || !valid) throw new AppError(ResultCode.invalidCredentials, 400);
  await attempt.succeeded();
  return toAccount(user, await deps.sessions.create(deps.db, user.uid), false, deps.now());
}

// ——— Phone accounts ———

export interface PhoneLogin {
  phone: string;
  code: string;
  inviteCode?: string;
}

type Outcome = { refused: ResultCodeValue } | { result: LoginResult };

/**
 * POST /api/user/loginWithPhone (register: true) and /api/user/loginPhoneWithoutRegister
 * (register: false). The code check, the account creation and the session happen in one
 * transaction; a wrong code is counted and committed before the refusal is thrown.
 */
export async function loginWithPhone(deps: AccountsDeps, input: PhoneLogin, register: boolean): Promise<LoginResult> {
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction<Outcome>(async (tx) => {
      const existing = await userRepository.findByPhone(tx, input.phone);
      // Refuse an unknown phone before the code is spent, so nothing changes at all.
      if (!existing && !register) return { refused: ResultCode.phoneNotRegistered };
      const refused = await deps.smsCodes.consume(tx, input.phone, 'login', input.code);
      if (refused !== null) return { refused };
      const user = existing ?? (await createAccount(tx, phoneAccount(input.phone), input.inviteCode, deps.now()));
      return { result: toAccount(user, await deps.sessions.create(tx, user.uid), !existing, deps.now()) };
    });
  } catch (error) {
    throw explainConflict(error);
  }
  if ('refused' in outcome) throw new AppError(outcome.refused, 400);
  return outcome.result;
}

// ——— Passwords ———

export type PasswordProof = { oldPassword: string } | { phone: string; code: string };

/**
 * POST /api/user/resetPassword: proven by the current password (page `reset`) or by a code
 * sent to the account's bound phone (page `find`). Sets the new password and signs out
 * every other session of the user, in one transaction.
 */
export async function resetPassword(deps: AccountsDeps, session: SessionIdentity, proof: PasswordProof, password: string, address: string) {
  // A weak new password is refused before anything is counted or checked.
  const owner = await userRepository.findById(deps.db, session.userId);
  assertStrongPassword(password, [owner?.login_name, owner?.phone]);
  // Guessing the old password from a stolen session is limited like guessing a login.
  const attempt =
    'oldPassword' in proof
      ? await beginPasswordAttempt(deps.rateLimiter, { kind: 'password-change', account: session.userId, address }, deps.now())
      : null;
  const newHash = await hashPassword(password);
  const refused = await deps.db.transaction<ResultCodeValue | null>(async (tx) => {
    const user = await userRepository.findById(tx, session.userId);
    if (!user) return ResultCode.sessionInvalid;
    if ('oldPassword' in proof) {
      if (!user.password_hash || !(await verifyPassword(proof.oldPassword, user.password_hash))) return ResultCode.wrongOldPassword;
    } else {
      if (user.phone !== proof.phone) return ResultCode.phoneMismatch;
      const codeRefused = await deps.smsCodes.consume(tx, proof.phone, 'reset', proof.code);
      if (codeRefused !== null) return codeRefused;
    }
    await userRepository.setPassword(tx, user.uid, newHash);
    await deps.sessions.revokeOthers(tx, user.uid, session.sessionId);
    return null;
  });
  if (refused === ResultCode.sessionInvalid) throw new AppError(refused, 401);
  if (refused !== null) throw new AppError(refused, 400);
  await attempt?.succeeded();
}

// ——— The personal centre ———

function present(user: UserRow | undefined): UserRow {
  // The session outlived its user (deleted): the same as no session.
  if (!user) throw new AppError(ResultCode.sessionInvalid, 401);
  return user;
}

/** POST /api/user/center/me */
export async function getProfile(deps: AccountsDeps, uid: string): Promise<UserProfile> {
  // newMessageCount (spec §2, the header's count of new messages): unread private messages plus
  // unread system messages (recharge, membership; the welcome message once listed). The three
  // reads at once: on PostgreSQL they go out on pooled connections side by side (one round trip
  // instead of two); on PGlite they queue as before.
  const [user, privateUnread, systemUnread] = await Promise.all([
    userRepository.findById(deps.db, uid),
    privateUnreadCount(deps.db, uid),
    unreadCount(deps.db, uid),
  ]);
  return { ...toProfile(present(user), deps.now()), newMessageCount: privateUnread + systemUnread };
}

/** POST /api/user/center/updateInfo: only the fields given change (validated by the caller). */
export async function updateInfo(deps: AccountsDeps, uid: string, info: UpdateInfoRequest): Promise<UserProfile> {
  return toProfile(present(await userRepository.updateInfo(deps.db, uid, info)), deps.now());
}

/** POST /api/user/bind: the code proves the phone; a phone bound to another account is refused. */
export async function bindPhone(deps: AccountsDeps, uid: string, phone: string, code: string): Promise<UserProfile> {
  type Outcome = { refused: ResultCodeValue } | { user: UserRow };
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction<Outcome>(async (tx) => {
      const owner = await userRepository.findByPhone(tx, phone);
      if (owner && owner.uid !== uid) return { refused: ResultCode.phoneTaken };
      const refused = await deps.smsCodes.consume(tx, phone, 'bind', code);
      if (refused !== null) return { refused };
      return { user: present(await userRepository.setPhone(tx, uid, phone)) };
    });
  } catch (error) {
    throw explainConflict(error);
  }
  if ('refused' in outcome) throw new AppError(outcome.refused, outcome.refused === ResultCode.phoneTaken ? 409 : 400);
  return toProfile(outcome.user, deps.now());
}

/** POST /api/user/center/uploadAvatar: the bytes decide the type; the name is their hash. */
export async function setAvatar(deps: AccountsDeps, uid: string, bytes: Buffer): Promise<UploadAvatarResult> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError(ResultCode.unsupportedImage, 400);
  const key = `avatars/${createHash('sha256').update(bytes).digest('hex')}.${type.extension}`;
  const url = await deps.storage.put(key, bytes, type.contentType);
  present(await userRepository.setAvatar(deps.db, uid, url));
  return { avatar: url };
}

// ——— Devices ———

/** POST /api/user/init: remembers the device (first visit inserts, later ones refresh). */
export function recordDevice(db: Queryable, visit: DeviceVisit): Promise<void> {
  return deviceRepository.record(db, visit);
}
