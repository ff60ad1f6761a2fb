import { STORAGE_KEYS } from '../storage';
import { GUEST_NAME } from './account';
import { selectIsLoggedIn } from './selectors';
import { createAuthStore } from './store';

const loggedIn = { uid: 'u1', token: 't1', name: '小明', loginName: 'xiaoming' };
const status = { avatar: 'a.png', coinNum: 5, levelType: 0, expTime: null };

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('starts as a guest named 游客 with no uid, no status and vipconfig 0/0', () => {
    const state = createAuthStore().getState();
    expect(state.account.name).toBe(GUEST_NAME);
    expect(GUEST_NAME).toBe('游客');
    expect(state.account.uid).toBe('');
    expect(state.status).toBeNull();
    expect(state.vipConfig).toEqual({ type: 0, source: 0 });
  });

  it('persists the account and vipconfig under their own keys, but not the status', () => {
    const store = createAuthStore();
    store.getState().setAccount(loggedIn);
    store.getState().setStatus(status);
    store.getState().setVipConfig({ type: 1, source: 42 });

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.account) ?? 'null')).toMatchObject(loggedIn);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.vipConfig) ?? 'null')).toEqual({ type: 1, source: 42 });
    const everything = Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? ''));
    expect(everything).toHaveLength(2);
    expect(everything.join()).not.toContain('a.png');

    // A reload: a new store reads what the old one wrote.
    const reloaded = createAuthStore().getState();
    expect(reloaded.account).toMatchObject(loggedIn);
    expect(reloaded.vipConfig).toEqual({ type: 1, source: 42 });
    expect(reloaded.status).toBeNull();
  });

  it('logoutLocal resets the account to the guest defaults and clears the status, also in storage', () => {
    const store = createAuthStore();
    store.getState().setAccount(loggedIn);
    store.getState().setStatus(status);
    store.getState().logoutLocal();

    const { account } = store.getState();
    expect(account.uid).toBe('');
    expect(account.token).toBe('');
    expect(account.name).toBe('游客');
    expect(store.getState().status).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(createAuthStore().getState().account.uid).toBe('');
  });

  it('resetVipConfig returns vipconfig to type 0 source 0 (leaving profile, spec §3)', () => {
    const store = createAuthStore();
    store.getState().setVipConfig({ type: 1, source: 'g9' });
    store.getState().resetVipConfig();
    expect(store.getState().vipConfig).toEqual({ type: 0, source: 0 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.vipConfig) ?? 'null')).toEqual({ type: 0, source: 0 });
  });

  it('fills missing account fields with defaults and keeps a numeric uid as a string', () => {
    const store = createAuthStore();
    store.getState().setAccount({ uid: 123 as unknown as string, name: '' });
    expect(store.getState().account.uid).toBe('123');
    expect(store.getState().account.name).toBe('游客');
    expect(store.getState().account.token).toBe('');
  });

  it('ignores corrupt stored data and starts as a guest', () => {
    localStorage.setItem(STORAGE_KEYS.account, '{oops');
    localStorage.setItem(STORAGE_KEYS.vipConfig, '"nonsense"');
    const state = createAuthStore().getState();
    expect(state.account.uid).toBe('');
    expect(state.vipConfig).toEqual({ type: 0, source: 0 });
  });
});
