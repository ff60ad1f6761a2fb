import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/client';
import type { ServerApiRequest, ServerApiResponse } from '../types/server-render';

/** Answers an API request inside the server process (Fastify's `inject`). */
export type InProcessDispatch = (request: ServerApiRequest) => Promise<ServerApiResponse>;

/**
 * An axios adapter that hands each request to `dispatch` instead of the network: while the
 * server renders a page, the page's API calls go straight into the same server's routes (no TCP,
 * no second trip through the proxy) and still pass through everything a browser's call would —
 * the portal client's interceptors on this side, validation and rate limits on the other.
 */
export function inProcessAdapter(dispatch: InProcessDispatch): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') headers[name] = String(value);
    }
    const payload = typeof config.data === 'string' ? config.data : config.data == null ? undefined : JSON.stringify(config.data);
    const answer = await dispatch({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const response: AxiosResponse = {
      data: answer.payload,
      status: answer.statusCode,
      statusText: String(answer.statusCode),
      headers: AxiosHeaders.from(
        Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')])),
      ),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(response.status) : response.status >= 200 && response.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };
}

/** Points the portal's one API client at the server it runs in (the server-side render only). */
export function answerApiInProcess(dispatch: InProcessDispatch): void {
  http.defaults.adapter = inProcessAdapter(dispatch);
}
