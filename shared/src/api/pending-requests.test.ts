import { http } from './client';
import { isRequestCancelled } from './api-error';
import { cancelAllRequests, cancelRequest, pendingRequestCount } from './pending-requests';
import { apiGet } from './request';
import { flush, hangingAdapter } from './test-adapter';

const defaultAdapter = http.defaults.adapter;
let release: () => void;

beforeEach(() => {
  const hanging = hangingAdapter();
  http.defaults.adapter = hanging.adapter;
  release = hanging.release;
});

afterEach(async () => {
  cancelAllRequests();
  await flush();
  http.defaults.adapter = defaultAdapter;
  jest.restoreAllMocks();
});

describe('cancel by key (spec §7/§8)', () => {
  it('cancelRequest(key) rejects the request with a message starting "request cancelled"', async () => {
    const pending = apiGet('/v1/square/keyword/suggestion', { keyword: '王' }, { cancelKey: 'suggest' });
    await flush();
    expect(pendingRequestCount()).toBe(1);
    expect(cancelRequest('suggest')).toBe(true);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message.startsWith('request cancelled')).toBe(true);
    expect(isRequestCancelled(error)).toBe(true);
    expect(pendingRequestCount()).toBe(0);
  });

  it('a newer request with the same key cancels the older one', async () => {
    // Observed at once: the older call rejects while the newer one is still being prepared.
    const older = apiGet<string>('/older', undefined, { cancelKey: 'search' }).catch((e: unknown) => e);
    await flush();
    const newer = apiGet<string>('/newer', undefined, { cancelKey: 'search' });
    await flush();
    const olderError = (await older) as Error;
    expect(olderError.message).toMatch(/^request cancelled/);
    release();
    await expect(newer).resolves.toBe('/newer');
  });

  it('requests with different keys do not cancel each other', async () => {
    const a = apiGet<string>('/a', undefined, { cancelKey: 'a' });
    const b = apiGet<string>('/b', undefined, { cancelKey: 'b' });
    await flush();
    expect(pendingRequestCount()).toBe(2);
    release();
    await expect(Promise.all([a, b])).resolves.toEqual(['/a', '/b']);
    expect(pendingRequestCount()).toBe(0);
  });

  it('cancelAllRequests cancels every pending request', async () => {
    const calls = [apiGet('/1'), apiGet('/2')];
    await flush();
    expect(cancelAllRequests()).toBe(2);
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected' && isRequestCancelled(r.reason))).toBe(true);
  });

  it('a cancellation is not logged as a failed request', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = apiGet('/x', undefined, { cancelKey: 'k' });
    await flush();
    cancelRequest('k');
    await pending.catch(() => undefined);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("an abort through the caller's own signal also rejects as cancelled", async () => {
    const controller = new AbortController();
    const pending = apiGet('/x', undefined, { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(pending).rejects.toThrow(/^request cancelled/);
    expect(pendingRequestCount()).toBe(0);
  });
});

describe('pending request warning (spec §9: above 20)', () => {
  it('does not warn at 20 pending requests and warns at the 21st', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = Array.from({ length: 20 }, (_, i) => apiGet(`/r${i}`).catch(() => undefined));
    await flush();
    expect(pendingRequestCount()).toBe(20);
    expect(warn).not.toHaveBeenCalled();

    calls.push(apiGet('/r20').catch(() => undefined));
    await flush();
    expect(pendingRequestCount()).toBe(21);
    expect(warn).toHaveBeenCalledTimes(1);
    release();
    await Promise.all(calls);
    expect(pendingRequestCount()).toBe(0);
  });
});
