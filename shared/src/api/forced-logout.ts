import { authStore } from '../auth/store';
import { navigateTo } from '../navigation/navigator';

/**
 * Spec §4 Forced logout / §8: a response with code 2 means the session is invalid — log out
 * locally WITHOUT calling the server (the session is already gone there) and go to login.
 */
export function forceLogout(): void {
  authStore.getState().logoutLocal();
  navigateTo('/login');
}
