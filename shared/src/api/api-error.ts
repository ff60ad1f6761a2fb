/** A failed call: the envelope's code (or ResultCode.failed for transport failures) and a Chinese message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** HTTP status, when the server answered. */
  readonly status?: number;
  /** The refusal's `data` when the server sent some (a spending limit's figures), else null. */
  readonly data: unknown;

  constructor(init: { code: number; message: string; status?: number; data?: unknown }) {
    super(init.message);
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    this.data = init.data ?? null;
  }
}

/** Spec §8: a cancelled request is rejected with a message starting 'request cancelled'. */
export const CANCELLED_MESSAGE_PREFIX = 'request cancelled';

export class RequestCancelledError extends Error {
  override readonly name = 'RequestCancelledError';

  constructor(reason: string) {
    super(`${CANCELLED_MESSAGE_PREFIX}: ${reason}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Lets callers drop cancellations silently instead of showing them as failures. */
export function isRequestCancelled(error: unknown): error is RequestCancelledError {
  return error instanceof RequestCancelledError;
}
