import type { InternalAxiosRequestConfig } from 'axios';
import { authStore } from '../auth/store';
import { getDeviceId } from '../device/device-id';
import { encodeForm, isPlainObject, takeJsonMarker, withAppId } from './payload';
import { trackRequest } from './pending-requests';
import { getRequestHook } from './request-hooks';
import { isAbsoluteUrl, isApiBound } from './url';

/** The header the server reads the device id from (server: platform/http/client-identity.ts). */
export const DEVICE_ID_HEADER = 'x-device-id';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/** appID goes in the body when the request has one, otherwise in the query string. */
function sendsBody(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  if (BODY_METHODS.has(method)) return true;
  return method === 'delete' && config.data !== undefined && config.data !== null;
}

/**
 * Spec §7: headers carry user id and token (only when logged in, and only to our API). The
 * device id (spec §3 h5_device_id) goes along too: the server's abuse limits count per device
 * as well as per address (registrations, gift claims, orders).
 */
function addCredentials(config: InternalAxiosRequestConfig): void {
  const { uid, token } = authStore.getState().account;
  if (uid && !config.headers.has('uid')) config.headers.set('uid', uid);
  if (token && !config.headers.has('token')) config.headers.set('token', token);
  const deviceId = getDeviceId();
  if (deviceId && !config.headers.has(DEVICE_ID_HEADER)) config.headers.set(DEVICE_ID_HEADER, deviceId);
}

/** Spec §7: appID 2008 is added when missing. */
function addAppId(config: InternalAxiosRequestConfig): void {
  if (sendsBody(config)) config.data = withAppId(config.data);
  else config.params = withAppId(config.params);
}

/**
 * Spec §7: bodies are form-encoded by default and JSON when the payload carries `__json: true`;
 * the marker never reaches the server. A Content-Type the caller set explicitly is respected.
 */
function encodeBody(config: InternalAxiosRequestConfig): void {
  if (isPlainObject(config.params)) config.params = takeJsonMarker(config.params).rest;
  if (!isPlainObject(config.data)) return;
  const { rest, json } = takeJsonMarker(config.data);
  const headerValue = config.headers.get('Content-Type');
  const explicitType = typeof headerValue === 'string' ? headerValue : '';
  const sendJson = json || explicitType.includes('application/json');
  if (sendJson) {
    config.data = rest;
    if (!explicitType) config.headers.setContentType(JSON_CONTENT_TYPE);
  } else {
    config.data = encodeForm(rest);
    config.headers.setContentType(FORM_CONTENT_TYPE);
  }
}

/** The client's one request interceptor: hook → API additions → encoding → tracking, in that order. */
export async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  let next = config;
  // Spec §7: the pre-request hook may alter relative-URL requests only.
  const hook = getRequestHook();
  if (hook && !isAbsoluteUrl(next.url)) next = (await hook(next)) ?? next;

  if (isApiBound(next.url)) {
    addCredentials(next);
    addAppId(next);
  }
  encodeBody(next);
  // Tracked last, so a request that never leaves (a throwing hook) is never counted as pending.
  trackRequest(next);
  return next;
}
