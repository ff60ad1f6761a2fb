import { authStore } from '../auth/store';
import { ApiError } from './api-error';
import { http } from './client';
import { setNavigator } from '../navigation/navigator';
import { apiGet, apiPost, downloadBlob } from './request';
import { envelope, failWith, replyWith } from './test-adapter';

const defaultAdapter = http.defaults.adapter;
let errorLog: jest.SpyInstance;
let navigator: jest.Mock;

beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  navigator = jest.fn();
  setNavigator(navigator);
});

afterEach(() => {
  http.defaults.adapter = defaultAdapter;
  setNavigator((path) => window.location.assign(path));
  authStore.getState().logoutLocal();
  jest.restoreAllMocks();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('HTTP status messages (spec §8)', () => {
  it.each([
    [400, '请求错误'],
    [401, '未授权，请登录'],
    [403, '拒绝访问'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ])('status %i rejects with %s and is logged as a failed request', async (status, message) => {
    http.defaults.adapter = replyWith('<html>error</html>', status);
    const error = await failure(apiGet('/web/game/list'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(errorLog.mock.calls[0]?.[0]).toMatch(/request failed/);
  });

  it('404 names the URL', async () => {
    http.defaults.adapter = replyWith('', 404);
    const error = await failure(apiPost('/web/game/nowhere'));
    expect(error.message).toBe('请求地址出错: /web/game/nowhere');
  });

  it('prefers the msg of an envelope the server sent with the error status', async () => {
    http.defaults.adapter = replyWith(envelope(null, 1, '手机号格式不正确'), 400);
    const error = await failure(apiPost('/user/smsCode', { phone: '123' }));
    expect(error.message).toBe('手机号格式不正确');
    expect(error.code).toBe(1);
    expect(error.status).toBe(400);
  });

  it('falls back to the status text when the envelope msg is empty', async () => {
    http.defaults.adapter = replyWith(envelope(null, 1, ''), 500);
    expect((await failure(apiGet('/x'))).message).toBe('服务器内部错误');
  });

  it('a timeout rejects with 请求超时', async () => {
    http.defaults.adapter = failWith('ECONNABORTED');
    expect((await failure(apiGet('/x'))).message).toBe('请求超时');
  });

  it('a network failure rejects with a Chinese network message', async () => {
    http.defaults.adapter = failWith('ERR_NETWORK');
    const error = await failure(apiGet('/x'));
    expect(error.message).toBe('网络连接异常，请检查网络后重试');
    expect(error.status).toBeUndefined();
  });
});

describe('forced logout on code 2 (spec §4, §8)', () => {
  it('logs out locally and goes to login, without a server call', async () => {
    const adapter = replyWith(envelope(null, 2, '登录已失效'));
    http.defaults.adapter = adapter;
    authStore.getState().setAccount({ uid: 'u1', token: 't', name: '小明' });

    const error = await failure(apiPost('/user/center/me', { uid: 'u1' }));
    expect(error.code).toBe(2);
    expect(authStore.getState().account.uid).toBe('');
    expect(authStore.getState().account.name).toBe('游客');
    expect(navigator).toHaveBeenCalledWith('/login');
    expect(adapter).toHaveBeenCalledTimes(1); // no logout request was sent
  });

  it('also applies when the code 2 envelope comes with an error status', async () => {
    http.defaults.adapter = replyWith(envelope(null, 2, '请重新登录'), 401);
    authStore.getState().setAccount({ uid: 'u1', token: 't' });
    const error = await failure(apiGet('/x'));
    expect(error.message).toBe('请重新登录');
    expect(authStore.getState().account.uid).toBe('');
    expect(navigator).toHaveBeenCalledTimes(1);
  });

  it('applies to a blob download refused with a code 2 envelope', async () => {
    http.defaults.adapter = replyWith(new Blob([JSON.stringify(envelope(null, 2, '请重新登录'))], { type: 'application/json' }));
    authStore.getState().setAccount({ uid: 'u1', token: 't' });
    await failure(downloadBlob('/files/x'));
    expect(authStore.getState().account.uid).toBe('');
    expect(navigator).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for other codes', async () => {
    http.defaults.adapter = replyWith(envelope(null, 1, '失败'));
    authStore.getState().setAccount({ uid: 'u1', token: 't' });
    await failure(apiGet('/x'));
    expect(authStore.getState().account.uid).toBe('u1');
    expect(navigator).not.toHaveBeenCalled();
  });
});
