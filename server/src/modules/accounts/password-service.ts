import { AppError } from '../../platform/http/app-error';
import { ResultCode, type ResultCodeValue } from '@portal/shared/types';
import type { SessionIdentity } from '../../platform/sessions/session-service';
import type { AccountsDeps } from './accounts-deps';
import { hashPassword, verifyPassword } from './password-hasher';
import { userRepository } from './user-repository';

export type PasswordProof = { oldPassword: string } | { phone: string; code: string };

/**
 * POST /api/user/resetPassword: proven by the current password (page `reset`) or by a code
 * sent to the account's bound phone (page `find`). Sets the new password and signs out
 * every other session of the user, in one transaction.
 */
export async function resetPassword(deps: AccountsDeps, session: SessionIdentity, proof: PasswordProof, password: string) {
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
}
