import { ensureWelcome } from '../messages/message-service';
import { AccountType } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode } from '@portal/shared/types';
import { normaliseInviteCode } from './invite-code';
import { inviteRepository } from './invite-repository';
import { isUniqueViolation, userRepository, type NewUser, type UserRow } from './user-repository';

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
