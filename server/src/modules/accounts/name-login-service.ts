import type { LoginResult } from '@portal/shared/types';
import { AppError, RateLimitError } from '../../platform/http/app-error';
import { ResultCode } from '@portal/shared/types';
import { formatWait, secondsUntil } from '../../platform/rate-limit/rate-limiter';
import type { AccountsDeps } from './accounts-deps';
import { toAccount } from './account-view';
import { createAccount, explainConflict, nameAccount } from './create-account';
import { accountFailureKey, addressFailureKey, LOGIN_LIMITS } from './login-limits';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hasher';
import { userRepository } from './user-repository';

export interface NameRegistration {
  loginName: string;
  password: string;
  inviteCode?: string;
}

/** POST /api/user/registerWithName: a new name account and its first session, in one transaction. */
export async function registerWithName(deps: AccountsDeps, input: NameRegistration): Promise<LoginResult> {
  if (await userRepository.findByLoginName(deps.db, input.loginName)) throw new AppError(ResultCode.loginNameTaken, 409);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await createAccount(tx, nameAccount(input.loginName, passwordHash), input.inviteCode, deps.now());
      return toAccount(user, await deps.sessions.create(tx, user.uid), true);
    });
  } catch (error) {
    throw explainConflict(error);
  }
}

/**
 * POST /api/user/login. Every wrong name or password gets the same message. Failures are
 * counted per account (5 in 15 minutes lock it) and per client address (20 in 15 minutes).
 */
export async function loginWithName(deps: AccountsDeps, loginName: string, password: string, address: string): Promise<LoginResult> {
  const accountKey = accountFailureKey(loginName);
  const addressKey = addressFailureKey(address);
  const [accountFailures, addressFailures] = await Promise.all([deps.rateLimiter.peek(accountKey), deps.rateLimiter.peek(addressKey)]);
  if (accountFailures && accountFailures.count >= LOGIN_LIMITS.failuresPerAccount) {
    const wait = secondsUntil(accountFailures.resetAt, deps.now());
    throw new RateLimitError(ResultCode.accountLocked, wait, `登录失败次数过多，账号已暂时锁定，请 ${formatWait(wait)}后再试`);
  }
  if (addressFailures && addressFailures.count >= LOGIN_LIMITS.failuresPerAddress) {
    const wait = secondsUntil(addressFailures.resetAt, deps.now());
    throw new RateLimitError(ResultCode.rateLimited, wait, `登录尝试过于频繁，请 ${formatWait(wait)}后再试`);
  }

  const user = await userRepository.findByLoginName(deps.db, loginName);
  const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await deps.rateLimiter.hit(accountKey, LOGIN_LIMITS.windowMs);
    await deps.rateLimiter.hit(addressKey, LOGIN_LIMITS.windowMs);
    throw new AppError(ResultCode.invalidCredentials, 400);
  }
  await deps.rateLimiter.reset(accountKey);
  return toAccount(user, await deps.sessions.create(deps.db, user.uid), false);
}
