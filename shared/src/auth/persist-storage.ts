import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { STORAGE_KEYS, readJson, removeKey, writeJson } from '../storage';
import { normaliseAccount } from './account';
import type { PersistedAuth } from './types';
import { normaliseVipConfig } from './vip-config';

/**
 * The persist middleware's storage for the auth store. It writes the two stored items of spec §3
 * under their own keys — the account under `portal_account` and vipconfig under `vipconfig` —
 * rather than one blob, so each keeps the name the rest of the portal knows it by. Reads and
 * writes go through the never-throwing helpers (private mode, full quota).
 */
export const authPersistStorage: PersistStorage<PersistedAuth> = {
  getItem(): StorageValue<PersistedAuth> | null {
    const account = readJson<unknown>(STORAGE_KEYS.account);
    const vipConfig = readJson<unknown>(STORAGE_KEYS.vipConfig);
    if (account === null && vipConfig === null) return null;
    return { state: { account: normaliseAccount(account), vipConfig: normaliseVipConfig(vipConfig) }, version: 0 };
  },
  setItem(_name, value) {
    writeJson(STORAGE_KEYS.account, value.state.account);
    writeJson(STORAGE_KEYS.vipConfig, value.state.vipConfig);
  },
  removeItem() {
    removeKey(STORAGE_KEYS.account);
    removeKey(STORAGE_KEYS.vipConfig);
  },
};
