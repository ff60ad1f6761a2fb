export { authStore, createAuthStore } from './store';
export { useAuth } from './use-auth';
export {
  selectIsLoggedIn,
  selectIsMember,
  selectAccount,
  selectStatus,
  selectVipConfig,
} from './selectors';
export { GUEST_NAME, createGuestAccount, normaliseAccount } from './account';
export { DEFAULT_VIP_CONFIG } from './vip-config';
export type { Account, UserStatus, VipConfig, AuthState, AuthActions, AuthStore } from './types';
