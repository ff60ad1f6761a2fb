import { http } from '../api';
import { authStore } from '../auth';
import { readInviteCode } from '../invite';
import { toastStore } from '../toast';
import { clientConfigStore } from './client-config';
import { runStartup } from './startup';
import { tagsStore } from './tags';

/** Spec §4 start-up, against a stand-in network (the client's own sequence is under test). */
interface SeenRequest {
  url?: string;
  data?: unknown;
}
let calls: SeenRequest[] = [];
function serve(routes: Record<string, unknown>, failing: string[] = []): void {
  calls = [];
  // The app reaches axios only through @portal/shared, so the stand-in is typed from its client.
  const adapter = async (config: SeenRequest) => {
    calls.push(config);
    const url = config.url ?? '';
    const ok = !failing.includes(url) && url in routes;
    return {
      data: ok ? { code: 0, msg: '', data: routes[url] } : { code: 1, msg: '失败', data: null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter as unknown as typeof http.defaults.adapter;
}
const CONFIG = {
  appID: 2008,
  appKey: '{key}',
  channelID: '0',
  otherConfig: { autoRegister: 0 },
  serverConfig: { smsResendSeconds: 60, avatarMaxBytes: 1, serviceEmail: '', mode: 'production' },
};
const urls = () => calls.map((c) => c.url);

beforeEach(() => {
  window.localStorage.clear();
  authStore.getState().logoutLocal();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('keeps the invite code, initialises the service with the channel from the address, loads config and tags', async () => {
  serve({ '/client/config': CONFIG, '/user/device/init': null, '/v1/square/tag/list': [{ id: 1, tag: '攻略' }] });
  await runStartup('?inviteCode=AB12CD34');
  expect(readInviteCode()).toBe('AB12CD34');
  const init = calls.find((c) => c.url === '/user/device/init');
  expect(new URLSearchParams(String(init?.data)).get('channelID')).toBe('AB12CD34');
  expect(clientConfigStore.getState().config.otherConfig.autoRegister).toBe(0);
  expect(tagsStore.getState().tags).toEqual([{ id: 1, tag: '攻略' }]);
  // A guest has no status to refresh.
  expect(urls()).not.toContain('/user/center/me');
});

it('uses channel 0 without a code, and refreshes the status of a logged-in user', async () => {
  serve({
    '/client/config': CONFIG,
    '/user/device/init': null,
    '/v1/square/tag/list': [],
    '/user/center/me': { uid: '7', name: '小蓝', coinNum: 5, levelType: 0, avatar: '', sex: 0, age: 0 },
  });
  authStore.getState().setAccount({ uid: '7', name: '小蓝', token: 't' });
  await runStartup('');
  const init = calls.find((c) => c.url === '/user/device/init');
  expect(new URLSearchParams(String(init?.data)).get('channelID')).toBe('0');
  expect(authStore.getState().status?.coinNum).toBe(5);
});

it('shows nothing to the user when start-up calls fail', async () => {
  serve({}, ['/client/config', '/user/device/init', '/v1/square/tag/list']);
  await expect(runStartup('')).resolves.toBeUndefined();
  expect(toastStore.getState().toasts).toEqual([]);
});
