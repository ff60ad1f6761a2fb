import type { AxiosAdapter } from 'axios';
import { http } from '../api';
import { envelope } from '../api/test-adapter';
import { toast, toastStore } from '../toast';
import { SDK_MESSAGES, initSdk } from './sdk-init';

/** Spec §8 service initialisation messages, and the start-up rule (console only). */
let bodies: string[] = [];
function answer(code: number): void {
  bodies = [];
  const adapter: AxiosAdapter = async (config) => {
    bodies.push(String(config.data));
    return { data: envelope(null, code, code ? '设备号无效' : ''), status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.type}:${t.message}`);

beforeEach(() => {
  window.localStorage.clear();
  toast.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('sends the device id, channel, appID, deviceType h5 and osType 3', async () => {
  answer(0);
  await initSdk({ channelID: 'ch9', startup: true });
  const body = new URLSearchParams(bodies[0]);
  expect(body.get('deviceID')).toMatch(/^[0-9a-f]{32}$/);
  expect(body.get('deviceID')).toBe(window.localStorage.getItem('h5_device_id'));
  expect(body.get('channelID')).toBe('ch9');
  expect(body.get('appID')).toBe('2008');
  expect(body.get('deviceType')).toBe('h5');
  expect(body.get('osType')).toBe('3');
});

it('code 0 → SDK初始化成功; code 1 → SDK初始化失败, as toasts outside start-up', async () => {
  answer(0);
  expect(await initSdk({ channelID: '0', startup: false })).toEqual({ ok: true, message: 'SDK初始化成功' });
  answer(1);
  expect(await initSdk({ channelID: '0', startup: false })).toEqual({ ok: false, message: 'SDK初始化失败' });
  expect(toasts()).toEqual(['success:SDK初始化成功', 'error:SDK初始化失败']);
});

it('at start-up a non-zero code only goes to the console', async () => {
  answer(1);
  await initSdk({ channelID: '0', startup: true });
  expect(toasts()).toEqual([]);
  expect(console.warn).toHaveBeenCalledWith('SDK初始化失败');
});

it('without a device id (no storage) it fails with 设备号获取失败 and calls nothing', async () => {
  answer(0);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('quota');
  });
  const result = await initSdk({ channelID: '0', startup: false });
  expect(result.message).toBe(SDK_MESSAGES.noDevice);
  expect(result.message).toBe('SDK初始化失败，设备号获取失败');
  expect(bodies).toEqual([]);
  expect(toasts()).toEqual(['error:SDK初始化失败，设备号获取失败']);
});
