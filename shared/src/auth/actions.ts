import type { StoreApi } from 'zustand/vanilla';
import { createGuestAccount, normaliseAccount } from './account';
import type { AuthActions, AuthStore } from './types';
import { DEFAULT_VIP_CONFIG } from './vip-config';

/**
 * The store's local actions: they only change state, never call the server.
 *
 * Actions that talk to the server (login, logout with its optional server call, status refresh)
 * belong in a separate file (e.g. `auth/session.ts`) as plain functions over `authStore` and the
 * API client: the API client already imports this store (uid/token headers, forced logout on
 * code 2), so the store must not import the client back.
 */
export function createLocalActions(set: StoreApi<AuthStore>['setState']): AuthActions {
  return {
    setAccount: (account) => set({ account: normaliseAccount(account) }),
    setStatus: (status) => set({ status }),
    setVipConfig: (config) => set({ vipConfig: { type: config.type, source: config.source } }),
    resetVipConfig: () => set({ vipConfig: { ...DEFAULT_VIP_CONFIG } }),
    logoutLocal: () => set({ account: createGuestAccount(), status: null }),
  };
}
