import { ResultCode } from '@portal/shared/types';
import { RateLimitError } from '../../platform/http/app-error';
import { formatWait, type RateLimiter, secondsUntil } from '../../platform/rate-limit/rate-limiter';

/**
 * Limits on guessing a password (designed here; README "Accounts"), for logins by name and for
 * changing a password with the old one. Every attempt is COUNTED BEFORE the password is checked,
 * atomically in the limiter, so N parallel guesses cost N attempts (checking first and counting
 * after let 49 of 50 concurrent guesses through):
 *
 *  - 5 attempts per account from one address in 15 minutes; the 6th locks that account for that
 *    address only, 15 minutes, doubling with each lock in a day (back-off, up to 24 hours). The
 *    owner elsewhere is not locked out by someone else's guessing;
 *  - 20 attempts per address in 15 minutes, whatever the accounts (one client guessing many);
 *  - 100 attempts per account per hour from all addresses together (many addresses guessing one
 *    account); past it only addresses this account logged in from in the last 30 days may try.
 *
 * A success clears the pair's count and back-off, gives back its address and account attempts
 * (a shared network address is not used up by people who know their passwords) and remembers
 * the address as known for the account.
 */
export const PASSWORD_ATTEMPT_LIMITS = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccountPerHour: 100,
  firstLockMs: 15 * 60_000,
  longestLockMs: 24 * 3_600_000,
  knownAddressMs: 30 * 86_400_000,
} as const;

export interface PasswordAttemptScope {
  /** What is being guessed: a login by name, or the old password when changing it. */
  kind: 'login' | 'password-change';
  /** The account (login name lowercased, or the uid). */
  account: string;
  address: string;
}

export interface PasswordAttempt {
  /** The password was right: clear the pair's count and back-off, give back the shared attempts. */
  succeeded(): Promise<void>;
}

const limits = PASSWORD_ATTEMPT_LIMITS;

function keys({ kind, account, address }: PasswordAttemptScope) {
  const pair = `${kind}:pair:${account}:${address}`;
  return {
    pair,
    lock: `${pair}:lock`,
    strikes: `${pair}:strikes`,
    address: `${kind}:address:${address}`,
    account: `${kind}:account:${account}`,
    known: `${kind}:known:${account}:${address}`,
  };
}

/** Counts one attempt and refuses (429) when a limit is over; otherwise the caller checks the password. */
export async function beginPasswordAttempt(limiter: RateLimiter, scope: PasswordAttemptScope, now: Date): Promise<PasswordAttempt> {
  const key = keys(scope);
  const lock = await limiter.peek(key.lock);
  if (lock) throw lockedOut(secondsUntil(lock.resetAt, now));

  const [pair, address, account] = await Promise.all([
    limiter.hit(key.pair, limits.windowMs),
    limiter.hit(key.address, limits.windowMs),
    limiter.hit(key.account, 3_600_000),
  ]);
  if (address.count > limits.perAddress) {
    const wait = secondsUntil(address.resetAt, now);
    throw new RateLimitError(ResultCode.rateLimited, wait, `尝试次数过于频繁，请 ${formatWait(wait)}后再试`);
  }
  if (pair.count > limits.perAccountAndAddress) {
    // Exactly one request sees the first count over the limit: it sets the lock, with back-off.
    if (pair.count === limits.perAccountAndAddress + 1) {
      const strikes = await limiter.hit(key.strikes, limits.longestLockMs);
      const lockMs = Math.min(limits.firstLockMs * 2 ** (strikes.count - 1), limits.longestLockMs);
      const started = await limiter.hit(key.lock, lockMs);
      throw lockedOut(secondsUntil(started.resetAt, now));
    }
    throw lockedOut(secondsUntil(pair.resetAt, now));
  }
  if (account.count > limits.perAccountPerHour && !(await limiter.peek(key.known))) {
    const wait = secondsUntil(account.resetAt, now);
    throw new RateLimitError(
      ResultCode.accountLocked,
      wait,
      `该账号近期密码错误次数异常，为保护账号，请 ${formatWait(wait)}后再试，或使用手机验证码登录`,
    );
  }

  return {
    async succeeded() {
      await Promise.all([
        limiter.reset(key.pair),
        limiter.reset(key.strikes),
        limiter.undo(key.address),
        limiter.undo(key.account),
        limiter.reset(key.known).then(() => limiter.hit(key.known, limits.knownAddressMs)),
      ]);
    },
  };
}

function lockedOut(wait: number): RateLimitError {
  return new RateLimitError(ResultCode.accountLocked, wait, `密码错误次数过多，请 ${formatWait(wait)}后再试`);
}
