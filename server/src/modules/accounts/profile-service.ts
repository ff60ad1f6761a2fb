import type { UpdateInfoRequest, UploadAvatarResult, UserProfile } from '@portal/shared/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode, type ResultCodeValue } from '@portal/shared/types';
import { detectImageType } from '../media/image-type';
import { createHash } from 'node:crypto';
import type { AccountsDeps } from './accounts-deps';
import { toProfile } from './account-view';
import { unreadCount } from '../messages/message-service';
import { explainConflict } from './create-account';
import { userRepository, type UserRow } from './user-repository';

function present(user: UserRow | undefined): UserRow {
  // The session outlived its user (deleted): the same as no session.
  if (!user) throw new AppError(ResultCode.sessionInvalid, 401);
  return user;
}

/** POST /api/user/center/me */
export async function getProfile(deps: AccountsDeps, uid: string): Promise<UserProfile> {
  const profile = toProfile(present(await userRepository.findById(deps.db, uid)));
  // newMessageCount: the user's unread system messages (recharge, membership; the welcome message once listed).
  return { ...profile, newMessageCount: await unreadCount(deps.db, uid) };
}

/** POST /api/user/center/updateInfo: only the fields given change (validated by the caller). */
export async function updateInfo(deps: AccountsDeps, uid: string, info: UpdateInfoRequest): Promise<UserProfile> {
  return toProfile(present(await userRepository.updateInfo(deps.db, uid, info)));
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
  return toProfile(outcome.user);
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
