/**
 * Test helpers: axios adapters that stand in for the network, so the client's own behaviour
 * (interceptors, encoding, error mapping) is what the tests exercise. Test-only; not exported.
 */
import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export function envelope<T>(data: T, code = 0, msg = ''): { code: number; msg: string; data: T } {
  return { code, msg, data };
}

function response(config: InternalAxiosRequestConfig, data: unknown, status: number): AxiosResponse {
  return { data, status, statusText: String(status), headers: {}, config };
}

/** Answers every request with `data` and `status`, rejecting like axios's own `settle` for non-2xx. */
export function replyWith(data: unknown, status = 200): jest.MockedFunction<AxiosAdapter> {
  return jest.fn(async (config: InternalAxiosRequestConfig) => {
    const res = response(config, data, status);
    if (status >= 200 && status < 300) return res;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, null, res);
  });
}

/** Fails without a response, e.g. `ECONNABORTED` (timeout) or `ERR_NETWORK`. */
export function failWith(code: string): jest.MockedFunction<AxiosAdapter> {
  return jest.fn(async (config: InternalAxiosRequestConfig) => {
    throw new AxiosError('failed', code, config, null);
  });
}

/**
 * Never answers by itself: each request stays pending until `release()` or until its signal is
 * aborted, which rejects it the way axios's real adapters do.
 */
export function hangingAdapter(): { adapter: AxiosAdapter; release: () => void } {
  const waiting: Array<() => void> = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      const onAbort = () => reject(new CanceledError(undefined, config));
      if (config.signal?.aborted) onAbort();
      else config.signal?.addEventListener?.('abort', onAbort);
      waiting.push(() => resolve(response(config, envelope(config.url), 200)));
    });
  return {
    adapter,
    release: () => {
      for (const done of waiting.splice(0)) done();
    },
  };
}

/** Lets queued interceptor promises run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
