import { errorMessages, type ErrorCodeValue } from './error-codes';

/**
 * An expected failure a route reports on purpose. The error handler turns it into
 * `{ code, msg, data: null }` with the given HTTP status; it is not logged as a fault.
 */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: ErrorCodeValue | number, httpStatus = 200, msg?: string) {
    super(msg ?? errorMessages[code as ErrorCodeValue] ?? '操作失败');
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** A refusal because of a rate limit: HTTP 429 plus a Retry-After header. */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: ErrorCodeValue | number, retryAfterSeconds: number, msg?: string) {
    super(code, 429, msg);
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
