import type { Account, UserStatus, VipConfig } from '../types/account';

export type { Account, UserStatus, VipConfig };

export interface AuthState {
  account: Account;
  status: UserStatus | null;
  vipConfig: VipConfig;
}

export interface AuthActions {
  /** Stores the account; missing fields take their defaults and a numeric uid becomes a string. */
  setAccount: (account: Partial<Account>) => void;
  setStatus: (status: UserStatus | null) => void;
  setVipConfig: (config: VipConfig) => void;
  /** Spec §3: leaving profile resets vipconfig to type 0, source 0. */
  resetVipConfig: () => void;
  /** Spec §4: local part of logout (and all of a forced logout): account and status to defaults, no server call. */
  logoutLocal: () => void;
}

export type AuthStore = AuthState & AuthActions;

/** What survives a reload (spec §3: the account and vipconfig are stored; the status is refetched). */
export type PersistedAuth = Pick<AuthState, 'account' | 'vipConfig'>;
