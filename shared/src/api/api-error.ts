/** A failed call: the envelope's code (or ResultCode.failed for transport failures) and a Chinese message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** HTTP status, when the server answered. */
  readonly status?: number;

  constructor(init: { code: number; message: string; status?: number }) {
    super(init.message);
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
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
