import type { GenericAbortSignal, InternalAxiosRequestConfig } from 'axios';
import { PENDING_WARN_THRESHOLD } from './config';

/**
 * Spec §7/§9: requests are cancellable by key and tracked; a console warning appears when more
 * than 20 are pending. Every request in flight gets its own AbortController, found again through
 * the signal it puts on the config.
 */
interface PendingRequest {
  controller: AbortController;
  key: string | undefined;
  url: string;
}

const pendingBySignal = new Map<GenericAbortSignal, PendingRequest>();
const pendingByKey = new Map<string, PendingRequest>();
/** Why a request was aborted: axios turns an abort into a bare "canceled" error, dropping the reason. */
const cancelReasons = new WeakMap<GenericAbortSignal, string>();

function forget(entry: PendingRequest): void {
  pendingBySignal.delete(entry.controller.signal);
  // A newer request may already own the key; only the owner may release it.
  if (entry.key !== undefined && pendingByKey.get(entry.key) === entry) pendingByKey.delete(entry.key);
}

function abort(entry: PendingRequest, reason: string): void {
  cancelReasons.set(entry.controller.signal, reason);
  forget(entry);
  entry.controller.abort();
}

/** Follow a signal the caller passed, so both the caller and this registry can cancel. */
function linkCallerSignal(callerSignal: GenericAbortSignal | undefined, entry: PendingRequest): void {
  if (!callerSignal) return;
  if (callerSignal.aborted) abort(entry, 'aborted by the caller');
  else callerSignal.addEventListener?.('abort', () => abort(entry, 'aborted by the caller'));
}

/** Registers a request about to be sent and puts its signal on the config. */
export function trackRequest(config: InternalAxiosRequestConfig): void {
  const entry: PendingRequest = { controller: new AbortController(), key: config.cancelKey, url: config.url ?? '' };
  const callerSignal = config.signal;
  config.signal = entry.controller.signal;
  pendingBySignal.set(entry.controller.signal, entry);

  if (entry.key !== undefined) {
    const older = pendingByKey.get(entry.key);
    if (older) abort(older, `superseded by a newer request with key "${entry.key}"`);
    pendingByKey.set(entry.key, entry);
  }
  linkCallerSignal(callerSignal, entry);

  if (pendingBySignal.size > PENDING_WARN_THRESHOLD) {
    console.warn(`[api] ${pendingBySignal.size} requests pending (more than ${PENDING_WARN_THRESHOLD}); latest: ${entry.url}`);
  }
}

/** Called when a request settles, whatever the outcome. */
export function releaseRequest(config: InternalAxiosRequestConfig | undefined): void {
  const entry = config?.signal ? pendingBySignal.get(config.signal) : undefined;
  if (entry) forget(entry);
}

/** The reason recorded when this registry aborted the request, if it did. */
export function cancelReasonOf(config: InternalAxiosRequestConfig | undefined): string | undefined {
  return config?.signal ? cancelReasons.get(config.signal) : undefined;
}

/** Cancels the pending request with this key; false when there is none. */
export function cancelRequest(key: string): boolean {
  const entry = pendingByKey.get(key);
  if (!entry) return false;
  abort(entry, `cancelled by key "${key}"`);
  return true;
}

/** Cancels every pending request (e.g. on leaving a page); returns how many were cancelled. */
export function cancelAllRequests(): number {
  const entries = [...pendingBySignal.values()];
  for (const entry of entries) abort(entry, 'all requests cancelled');
  return entries.length;
}

export function pendingRequestCount(): number {
  return pendingBySignal.size;
}
