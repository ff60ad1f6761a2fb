import { isMemberStatus } from '../rules/membership';
import type { AuthStore } from './types';

/** Spec §4 Login state: logged in exactly when uid is non-empty. */
export const selectIsLoggedIn = (state: AuthStore): boolean => state.account.uid !== '';

/** Spec §6: members (levelType ≥ 1, expiry not passed) download paid games free. */
export const selectIsMember = (state: AuthStore): boolean => isMemberStatus(state.status);

export const selectAccount = (state: AuthStore) => state.account;
export const selectStatus = (state: AuthStore) => state.status;
export const selectVipConfig = (state: AuthStore) => state.vipConfig;
