import { apiPost, isApiError } from '../api';
import { getDeviceId } from '../device/device-id';
import { toast } from '../toast';
import type { DeviceInitRequest } from '../types';
import { clientConfigStore } from './client-config';

/**
 * Spec §8 "Service initialisation": no device id → 'SDK初始化失败，设备号获取失败'; code 1 →
 * 'SDK初始化失败'; code 0 → 'SDK初始化成功'. At start-up a non-zero code only goes to the console
 * (no user-visible error); so does success, which is no news to the user. Called later (a manual
 * re-initialisation), the message is a toast.
 */
export const SDK_MESSAGES = {
  noDevice: 'SDK初始化失败，设备号获取失败',
  failed: 'SDK初始化失败',
  ok: 'SDK初始化成功',
} as const;

export interface SdkInitResult {
  ok: boolean;
  message: string;
}

export async function initSdk(options: { channelID: string; startup: boolean }): Promise<SdkInitResult> {
  const deviceID = getDeviceId();
  const result = deviceID ? await registerDevice(deviceID, options.channelID) : { ok: false, message: SDK_MESSAGES.noDevice };
  if (options.startup) {
    if (result.ok) console.info(result.message);
    else console.warn(result.message);
  } else if (result.ok) {
    toast.success(result.message);
  } else {
    toast.error(result.message);
  }
  return result;
}

async function registerDevice(deviceID: string, channelID: string): Promise<SdkInitResult> {
  const request: DeviceInitRequest = {
    appID: clientConfigStore.getState().config.appID,
    channelID,
    deviceID,
    deviceType: 'h5',
    osType: 3,
  };
  try {
    await apiPost('/user/device/init', { ...request });
    return { ok: true, message: SDK_MESSAGES.ok };
  } catch (error) {
    // Code 1 (with the server's reason) or no answer at all: initialisation failed either way.
    if (isApiError(error) && error.message) console.warn('[sdk]', error.message);
    return { ok: false, message: SDK_MESSAGES.failed };
  }
}
