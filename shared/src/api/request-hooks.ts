import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** May change a request before it is sent; returning nothing keeps the (mutated) config. */
export type RequestHook = (
  config: InternalAxiosRequestConfig,
) => InternalAxiosRequestConfig | undefined | Promise<InternalAxiosRequestConfig | undefined>;

/** May process a successful response; returning nothing keeps the (mutated) response. */
export type ResponseHook = (response: AxiosResponse) => AxiosResponse | undefined | Promise<AxiosResponse | undefined>;

let requestHook: RequestHook | null = null;
let responseHook: ResponseHook | null = null;

/** Spec §7: a pre-request hook may alter relative-URL requests (absolute http(s) URLs skip it). Pass null to remove. */
export function setRequestHook(hook: RequestHook | null): void {
  requestHook = hook;
}

/** Spec §7: a post-response hook processes responses. Pass null to remove. */
export function setResponseHook(hook: ResponseHook | null): void {
  responseHook = hook;
}

export function getRequestHook(): RequestHook | null {
  return requestHook;
}

export function getResponseHook(): ResponseHook | null {
  return responseHook;
}
