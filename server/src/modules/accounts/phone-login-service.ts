import type { LoginResult } from '@portal/shared/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode, type ResultCodeValue } from '@portal/shared/types';
import type { AccountsDeps } from './accounts-deps';
import { toAccount } from './account-view';
import { createAccount, explainConflict, phoneAccount } from './create-account';
import { userRepository } from './user-repository';

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
      return { result: toAccount(user, await deps.sessions.create(tx, user.uid), !existing) };
    });
  } catch (error) {
    throw explainConflict(error);
  }
  if ('refused' in outcome) throw new AppError(outcome.refused, 400);
  return outcome.result;
}
