import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { authStore } from '../auth/store';
import { http } from './client';
import { setRequestHook, setResponseHook } from './request-hooks';
import { apiDelete, apiGet, apiPost, downloadBlob } from './request';
import { envelope, replyWith } from './test-adapter';

const defaultAdapter = http.defaults.adapter;

function lastConfig(adapter: jest.MockedFunction<AxiosAdapter>): InternalAxiosRequestConfig {
  const call = adapter.mock.calls[adapter.mock.calls.length - 1];
  if (!call) throw new Error('the adapter was not called');
  return call[0] as InternalAxiosRequestConfig;
}

function useAdapter(data: unknown = envelope({ ok: true })) {
  const adapter = replyWith(data);
  http.defaults.adapter = adapter;
  return adapter;
}

afterEach(() => {
  http.defaults.adapter = defaultAdapter;
  setRequestHook(null);
  setResponseHook(null);
  authStore.getState().logoutLocal();
});

describe('instance configuration (spec §7)', () => {
  it('uses base path /api, a 30 s timeout, JSON Accept and the XMLHttpRequest marker', async () => {
    const adapter = useAdapter();
    await apiGet('/web/thing');
    const config = lastConfig(adapter);
    expect(config.baseURL).toBe('/api');
    expect(config.timeout).toBe(30000);
    expect(config.headers.get('Accept')).toBe('application/json');
    expect(config.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(http.getUri(config)).toMatch(/^\/api\/web\/thing\?/);
  });
});

describe('body encoding (spec §7)', () => {
  it('form-encodes a plain object body by default', async () => {
    const adapter = useAdapter();
    await apiPost('/web/game/detail', { name: '王者 荣耀', tags: [1, 2], empty: null });
    const config = lastConfig(adapter);
    expect(String(config.headers.get('Content-Type'))).toMatch(/^application\/x-www-form-urlencoded/);
    expect(config.data).toBe('name=%E7%8E%8B%E8%80%85+%E8%8D%A3%E8%80%80&tags=1&tags=2&appID=2008');
  });

  it('sends JSON when the payload carries __json: true, and strips the marker', async () => {
    const adapter = useAdapter();
    await apiPost('/v1/square/post/1/comment', { content: '好玩', replyCommentId: 3, __json: true });
    const config = lastConfig(adapter);
    expect(String(config.headers.get('Content-Type'))).toMatch(/^application\/json/);
    expect(JSON.parse(config.data as string)).toEqual({ content: '好玩', replyCommentId: 3, appID: 2008 });
    expect(config.data).not.toContain('__json');
  });

  it('strips a __json: false marker and still form-encodes', async () => {
    const adapter = useAdapter();
    await apiPost('/x', { a: 1, __json: false });
    expect(lastConfig(adapter).data).toBe('a=1&appID=2008');
  });
});

describe('appID 2008 added only when missing (spec §7)', () => {
  it('adds appID to a POST body that lacks it, and to an empty POST', async () => {
    const adapter = useAdapter();
    await apiPost('/user/login', { loginName: 'a' });
    expect(lastConfig(adapter).data).toBe('loginName=a&appID=2008');
    await apiPost('/user/logout');
    expect(lastConfig(adapter).data).toBe('appID=2008');
  });

  it('keeps an appID the body already has', async () => {
    const adapter = useAdapter();
    await apiPost('/web/game/detail', { appID: 77 });
    expect(lastConfig(adapter).data).toBe('appID=77');
  });

  it('adds appID to GET query params when missing and keeps an existing one', async () => {
    const adapter = useAdapter();
    await apiGet('/v1/square/tag/list', { pageSize: 99 });
    expect(lastConfig(adapter).params).toEqual({ pageSize: 99, appID: 2008 });
    expect(lastConfig(adapter).data).toBeUndefined();
    await apiGet('/v1/square/tag/list', { appID: 5 });
    expect(lastConfig(adapter).params).toEqual({ appID: 5 });
  });

  it('puts appID in the query of a DELETE without body and in the body of one with a body', async () => {
    const adapter = useAdapter();
    await apiDelete('/v1/square/post/9');
    expect(lastConfig(adapter).params).toEqual({ appID: 2008 });
    await apiDelete('/v1/square/post/9', { reason: 'x' });
    expect(lastConfig(adapter).data).toBe('reason=x&appID=2008');
  });

  it('appends appID to a FormData body that lacks it', async () => {
    const adapter = useAdapter();
    const form = new FormData();
    form.append('file', 'x');
    await apiPost('/user/center/uploadAvatar', form);
    const sent = lastConfig(adapter).data as FormData;
    expect(sent.get('appID')).toBe('2008');
  });
});

describe('uid and token headers (spec §7)', () => {
  it('sends uid and token from the auth store when logged in', async () => {
    const adapter = useAdapter();
    authStore.getState().setAccount({ uid: 'u100', token: 'tok' });
    await apiPost('/user/center/me', { uid: 'u100' });
    const config = lastConfig(adapter);
    expect(config.headers.get('uid')).toBe('u100');
    expect(config.headers.get('token')).toBe('tok');
  });

  it('sends neither header for a guest', async () => {
    const adapter = useAdapter();
    await apiGet('/web/game/list');
    const config = lastConfig(adapter);
    expect(config.headers.has('uid')).toBe(false);
    expect(config.headers.has('token')).toBe(false);
  });

  it('sends the device id (h5_device_id) to the API, for visitors too', async () => {
    const adapter = useAdapter();
    await apiGet('/web/game/list');
    const sent = lastConfig(adapter).headers.get('x-device-id');
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toBe(window.localStorage.getItem('h5_device_id'));
  });

  it('never sends the token, the device id or appID to another origin', async () => {
    const adapter = useAdapter();
    authStore.getState().setAccount({ uid: 'u100', token: 'tok' });
    await http.get('https://cdn.example.com/img/a.png.enc');
    const config = lastConfig(adapter);
    expect(config.headers.has('token')).toBe(false);
    expect(config.headers.has('x-device-id')).toBe(false);
    expect(config.params).toBeUndefined();
  });
});

describe('request and response hooks (spec §7)', () => {
  it('runs the pre-request hook for relative URLs and lets it alter the request', async () => {
    const adapter = useAdapter();
    const hook = jest.fn((config: InternalAxiosRequestConfig) => {
      config.headers.set('X-Trace', 'abc');
      return config;
    });
    setRequestHook(hook);
    await apiGet('/web/game/list');
    expect(hook).toHaveBeenCalledTimes(1);
    expect(lastConfig(adapter).headers.get('X-Trace')).toBe('abc');
  });

  it('skips the pre-request hook for absolute http(s) URLs', async () => {
    useAdapter();
    const hook = jest.fn();
    setRequestHook(hook);
    await http.get('https://cdn.example.com/file.json');
    await http.get('http://cdn.example.com/file.json');
    expect(hook).not.toHaveBeenCalled();
  });

  it('passes every response through the post-response hook, which may change it', async () => {
    useAdapter(envelope({ n: 1 }));
    setResponseHook((response) => ({ ...response, data: envelope({ n: 2 }) }));
    await expect(apiGet<{ n: number }>('/x')).resolves.toEqual({ n: 2 });
  });
});

describe('typed helpers', () => {
  it('resolve the envelope data when code is 0', async () => {
    useAdapter(envelope([{ id: 1 }]));
    await expect(apiPost('/web/game/list')).resolves.toEqual([{ id: 1 }]);
  });

  it('reject an ApiError with the server msg when code is not 0', async () => {
    useAdapter(envelope(null, 1, '余额不足'));
    await expect(apiPost('/user/game/download/1')).rejects.toMatchObject({ name: 'ApiError', code: 1, message: '余额不足' });
  });

  it('downloadBlob asks for a blob and returns it', async () => {
    const file = new Blob(['abc'], { type: 'application/octet-stream' });
    const adapter = useAdapter(file);
    await expect(downloadBlob('/files/a.enc', { v: 1 })).resolves.toBe(file);
    expect(lastConfig(adapter).responseType).toBe('blob');
    expect(lastConfig(adapter).params).toEqual({ v: 1, appID: 2008 });
  });
});
