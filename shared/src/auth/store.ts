import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { PORTAL_SSR_GLOBAL } from '../types/composition';
import { createGuestAccount } from './account';
import { createLocalActions } from './actions';
import { authPersistStorage } from './persist-storage';
import type { AuthStore, PersistedAuth } from './types';
import { DEFAULT_VIP_CONFIG } from './vip-config';

/** Name the persist middleware knows the store by; the keys actually written are in STORAGE_KEYS. */
const PERSIST_NAME = 'portal_auth';

/**
 * Builds an auth store. The app uses the single `authStore` below; tests build fresh ones to
 * check what a reload would see.
 */
export function createAuthStore({ deferRestore = false }: { deferRestore?: boolean } = {}) {
  return createStore<AuthStore>()(
    persist<AuthStore, [], [], PersistedAuth>(
      (set) => ({
        account: createGuestAccount(),
        status: null,
        vipConfig: { ...DEFAULT_VIP_CONFIG },
        ...createLocalActions(set),
      }),
      {
        name: PERSIST_NAME,
        storage: authPersistStorage,
        // Spec §3: the account and vipconfig are stored locally; the status is refetched.
        partialize: (state) => ({ account: state.account, vipConfig: state.vipConfig }),
        // See `authStore` below: the stored account is read only once the page has hydrated.
        skipHydration: deferRestore,
      },
    ),
  );
}

/**
 * The one auth store. It is vanilla so code outside React (the API client's interceptors) can
 * read it with `getState()`; `@portal/shared` is a Module Federation singleton, so the host and
 * every remote hold this same instance.
 */
export const authStore = createAuthStore({ deferRestore: serverRendered() });

/**
 * A page the server rendered (issue 17) was rendered for a guest: the server never sees the
 * account, which lives in this browser's storage. Hydration must render what the server did, so
 * the stored account is restored only after it (`authStore.persist.rehydrate()`, called by the
 * host once hydrated); the header's name, balance and message count then fill in.
 */
function serverRendered(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[PORTAL_SSR_GLOBAL] !== undefined;
}
