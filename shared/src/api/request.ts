import type { AxiosResponse } from 'axios';
import { ResultCode } from '../types';
import { ApiError } from './api-error';
import { http } from './client';
import { isEnvelope } from './envelope';
import { forceLogout } from './forced-logout';
import type { PlainObject } from './payload';
import type { ApiRequestOptions } from './request-options';

/** A body or query: a plain object (add `__json: true` for JSON), or FormData/URLSearchParams. */
export type ApiPayload = PlainObject | FormData | URLSearchParams;

const BAD_RESPONSE_MESSAGE = '服务器响应格式错误';
const FAILED_MESSAGE = '请求失败';

/** Spec §7: bodies are read from `data` when the envelope's code is 0; any other code rejects. */
export function unwrapEnvelope<T>(response: AxiosResponse): T {
  const body: unknown = response.data;
  if (!isEnvelope(body)) {
    throw new ApiError({ code: ResultCode.failed, message: BAD_RESPONSE_MESSAGE, status: response.status });
  }
  if (body.code !== ResultCode.ok) {
    throw new ApiError({ code: body.code, message: body.msg || FAILED_MESSAGE, status: response.status, data: body.data });
  }
  return body.data as T;
}

export async function apiGet<T>(url: string, params?: ApiPayload, opts?: ApiRequestOptions): Promise<T> {
  return unwrapEnvelope<T>(await http.get(url, { ...opts, params }));
}

export async function apiPost<T>(url: string, body?: ApiPayload, opts?: ApiRequestOptions): Promise<T> {
  return unwrapEnvelope<T>(await http.post(url, body, opts));
}

export async function apiDelete<T>(url: string, body?: ApiPayload, opts?: ApiRequestOptions): Promise<T> {
  return unwrapEnvelope<T>(await http.delete(url, { ...opts, data: body }));
}

function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('blob read failed'));
    reader.readAsText(blob);
  });
}

/**
 * Spec §7: file download as blob. A server that refuses answers with a JSON envelope instead of
 * the file; that case rejects like the other helpers (and code 2 still logs out).
 */
export async function downloadBlob(url: string, params?: ApiPayload, opts?: ApiRequestOptions): Promise<Blob> {
  const response = await http.get<Blob>(url, { ...opts, params, responseType: 'blob' });
  const blob = response.data;
  if (blob.type.includes('application/json')) {
    let body: unknown = null;
    try {
      body = JSON.parse(await readBlobText(blob));
    } catch {
      return blob; // JSON that is not an envelope: it is the requested file.
    }
    if (isEnvelope(body) && body.code !== ResultCode.ok) {
      if (body.code === ResultCode.sessionInvalid) forceLogout();
      throw new ApiError({ code: body.code, message: body.msg || FAILED_MESSAGE, status: response.status });
    }
  }
  return blob;
}
