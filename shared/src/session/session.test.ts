import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '../api';
import { envelope } from '../api/test-adapter';
import { authStore } from '../auth';
import { toast, toastStore } from '../toast';
import type { LoginResult, UserProfile } from '../types';
import { completeLogin, logout, refreshUserStatus } from './session';
import { tagsStore } from './tags';

/** The session actions against a stand-in network: the client's own behaviour is under test. */
const PROFILE: UserProfile = {
  uid: '10001',
  name: '小蓝',
  loginName: 'xiaolan',
  accountType: 1,
  sex: 2,
  age: 20,
  phone: '',
  needBind: true,
  needRealName: false,
  inviteCode: 'ABCD2345',
  newMessageCount: 3,
  createdAt: '2026-11-22T00:00:00Z',
  avatar: '/media/uploads/a.png',
  coinNum: 120,
  levelType: 0,
  expTime: null,
};
const ACCOUNT: LoginResult = {
  accountType: 1,
  age: 0,
  loginName: 'xiaolan',
  name: '小蓝',
  needBind: true,
  needRealName: false,
  newAccount: true,
  sex: 0,
  token: 'tok-123',
  uid: '10001',
};

let calls: InternalAxiosRequestConfig[] = [];
function serve(routes: Record<string, unknown>): void {
  calls = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const data = routes[config.url ?? ''];
    return {
      data: data === undefined ? envelope(null, 1004, 'not found') : envelope(data),
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter;
}

beforeEach(() => {
  window.localStorage.clear();
  authStore.getState().logoutLocal();
  toast.clear();
  tagsStore.setState({ tags: [] });
});

describe('login (spec §4)', () => {
  it('stores the account, greets the user by name, refreshes the status and loads the tags', async () => {
    serve({ '/user/center/me': PROFILE, '/v1/square/tag/list': [{ id: 1, tag: '攻略' }] });
    await completeLogin({ ...ACCOUNT, newAccount: false });
    const state = authStore.getState();
    expect(state.account.uid).toBe('10001');
    expect(state.account.token).toBe('tok-123');
    expect(state.status).toMatchObject({ coinNum: 120, levelType: 0, avatar: '/media/uploads/a.png', newMessageCount: 3 });
    expect(tagsStore.getState().tags).toEqual([{ id: 1, tag: '攻略' }]);
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('欢迎回来，小蓝');
    // The status request carried the new session's identity.
    const me = calls.find((c) => c.url === '/user/center/me');
    expect(me?.headers.token).toBe('tok-123');
    expect(me?.headers.uid).toBe('10001');
  });

  it('greets an account made just now as new, not with 欢迎回来', async () => {
    serve({ '/user/center/me': PROFILE });
    await completeLogin({ ...ACCOUNT, newAccount: true });
    const messages = toastStore.getState().toasts.map((t) => t.message);
    expect(messages).toContain('注册成功，欢迎加入，小蓝');
    expect(messages.some((m) => m.startsWith('欢迎回来'))).toBe(false);
  });

  it('keeps the user logged in even when the status refresh fails', async () => {
    serve({});
    await completeLogin(ACCOUNT);
    expect(authStore.getState().account.uid).toBe('10001');
    expect(authStore.getState().status).toBeNull();
  });
});

describe('logout (spec §4)', () => {
  it('tells the server, then resets the account to the guest', async () => {
    serve({ '/user/logout': null });
    authStore.getState().setAccount(ACCOUNT);
    await logout();
    expect(calls.map((c) => c.url)).toEqual(['/user/logout']);
    expect(authStore.getState().account).toMatchObject({ uid: '', token: '', name: '游客' });
  });

  it('can skip the server call, and logs out locally even if the server fails', async () => {
    serve({});
    authStore.getState().setAccount(ACCOUNT);
    await logout({ callServer: false });
    expect(calls).toEqual([]);
    authStore.getState().setAccount(ACCOUNT);
    await logout();
    expect(authStore.getState().account.uid).toBe('');
  });
});

describe('refreshUserStatus', () => {
  it('does nothing for a guest', async () => {
    serve({ '/user/center/me': PROFILE });
    expect(await refreshUserStatus()).toBeNull();
    expect(calls).toEqual([]);
  });
});
