export { completeLogin, logout, refreshUserStatus } from './session';
export { loadTags, tagsStore, useTags } from './tags';
export { clientConfigStore, loadClientConfig, phoneLoginPath, useClientConfig, DEFAULT_CLIENT_CONFIG } from './client-config';
export { initSdk, SDK_MESSAGES, type SdkInitResult } from './sdk-init';
export { runStartup } from './startup';
