import { apiPost } from '../api';
import { authStore } from '../auth';
import { toast } from '../toast';
import type { LoginResult, UserProfile } from '../types';
import { loadTags } from './tags';

/**
 * Spec §4 Login state: on login, store the account, greet the user by name, refresh the user
 * status and load the tags; on logout, optionally tell the server, then reset the account to its
 * defaults (the guest). These call the server, so they live here and not in the store (the API
 * client already depends on the store).
 */
export async function completeLogin(result: LoginResult): Promise<void> {
  authStore.getState().setAccount(result);
  toast.success(welcomeMessage(authStore.getState().account.name, Boolean(result.newAccount)));
  await Promise.allSettled([refreshUserStatus(), loadTags()]);
}

/**
 * Spec §8: the welcome toast is a welcome back with the user's name — for someone who comes back.
 * An account made just now (registration, or a first phone login that registered) is greeted as
 * new (issue 9).
 */
export function welcomeMessage(name: string, newAccount: boolean): string {
  return newAccount ? `注册成功，欢迎加入，${name}` : `欢迎回来，${name}`;
}

export async function logout(options: { callServer?: boolean } = {}): Promise<void> {
  if (options.callServer !== false && authStore.getState().account.token) {
    // The local logout happens whatever the server says: a user who asked to leave has left.
    await apiPost('/user/logout').catch(() => undefined);
  }
  authStore.getState().logoutLocal();
}

/** Spec §4: the user status (avatar, diamonds, membership) from the server, into the one store. */
export async function refreshUserStatus(): Promise<UserProfile | null> {
  if (!authStore.getState().account.uid) return null;
  const profile = await apiPost<UserProfile>('/user/center/me');
  authStore.getState().setStatus(profile);
  // The profile is the authority for the account's editable fields too.
  authStore.getState().setAccount({
    ...authStore.getState().account,
    name: profile.name,
    sex: profile.sex,
    age: profile.age,
    needBind: profile.needBind,
    needRealName: profile.needRealName,
  });
  return profile;
}
