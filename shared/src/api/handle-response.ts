import axios, { type AxiosResponse } from 'axios';
import { ResultCode } from '../types';
import { ApiError, RequestCancelledError } from './api-error';
import { isEnvelope } from './envelope';
import { forceLogout } from './forced-logout';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, httpStatusMessage } from './http-status-messages';
import { cancelReasonOf, releaseRequest } from './pending-requests';
import { getResponseHook } from './request-hooks';

/** Spec §4 Forced logout: any response with code 2, whatever its HTTP status. */
function checkSession(body: unknown): void {
  if (isEnvelope(body) && body.code === ResultCode.sessionInvalid) forceLogout();
}

/** Success path: release tracking, run the post-response hook, act on code 2. */
export async function handleResponse(response: AxiosResponse): Promise<AxiosResponse> {
  releaseRequest(response.config);
  const hook = getResponseHook();
  const processed = hook ? ((await hook(response)) ?? response) : response;
  checkSession(processed.data);
  return processed;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/**
 * Failure path: a cancellation becomes a RequestCancelledError ('request cancelled…', spec §8);
 * everything else is logged as a failed request and becomes an ApiError whose message is the
 * server's `msg` when it sent one (its 400 names the field), else the spec §8 status text.
 */
export function handleResponseError(error: unknown): Promise<never> {
  if (!axios.isAxiosError(error)) return Promise.reject(error);
  const config = error.config;
  releaseRequest(config);

  if (axios.isCancel(error)) {
    return Promise.reject(new RequestCancelledError(`${cancelReasonOf(config) ?? 'aborted'} (${config?.url ?? ''})`));
  }

  const url = config?.url ?? '';
  const status = error.response?.status;
  const body: unknown = error.response?.data;
  checkSession(body);

  const serverMsg = isEnvelope(body) && typeof body.msg === 'string' && body.msg.trim() !== '' ? body.msg : null;
  const fallback =
    status !== undefined
      ? httpStatusMessage(status, url)
      : error.code !== undefined && TIMEOUT_CODES.has(error.code)
        ? TIMEOUT_MESSAGE
        : NETWORK_ERROR_MESSAGE;
  const message = serverMsg ?? fallback;

  console.error('[api] request failed', { method: config?.method, url, status, message });
  const code = isEnvelope(body) ? body.code : ResultCode.failed;
  const data = isEnvelope(body) ? body.data : null;
  return Promise.reject(new ApiError(status === undefined ? { code, message, data } : { code, message, status, data }));
}
