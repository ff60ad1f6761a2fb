import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiGet } from '../api';
import type { ClientConfig } from '../types';

/**
 * Spec §3 "Client/SDK configuration": appID 2008, channel 0 and phone auto-register on until the
 * server's configuration says otherwise. The defaults hold until `loadClientConfig` answers.
 */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  appID: 2008,
  appKey: '{key}',
  channelID: '0',
  otherConfig: { autoRegister: 1 },
  // Nothing is said about a demo until the server says it is one.
  serverConfig: { smsResendSeconds: 60, avatarMaxBytes: 2 * 1024 * 1024, serviceEmail: '', mode: 'production' },
};

export const clientConfigStore = createStore<{ config: ClientConfig; loaded: boolean }>(() => ({
  config: DEFAULT_CLIENT_CONFIG,
  loaded: false,
}));

export async function loadClientConfig(): Promise<ClientConfig> {
  const config = await apiGet<ClientConfig>('/client/config');
  clientConfigStore.setState({ config, loaded: true });
  return config;
}

/** Spec §7: phone login auto-registers unless the server configuration says 0. */
export function phoneLoginPath(config: ClientConfig = clientConfigStore.getState().config): string {
  return config.otherConfig.autoRegister === 0 ? '/user/loginPhoneWithoutRegister' : '/user/loginWithPhone';
}

/** The client configuration in a component (apps reach zustand only through @portal/shared). */
export function useClientConfig<T>(selector: (config: ClientConfig) => T): T {
  return useStore(clientConfigStore, (state) => selector(state.config));
}
