export { STORAGE_KEYS, BULLETIN_HIDE_SUFFIX, bulletinHideKey } from './storage-keys';
export type { StorageKey } from './storage-keys';
export { readString, writeString, removeKey, readJson, writeJson } from './safe-storage';
