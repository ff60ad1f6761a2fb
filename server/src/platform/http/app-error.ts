import { resultMessages, type ResultCodeValue } from '@portal/shared/types';

/**
 * An expected failure a route reports on purpose. The error handler turns it into
 * `{ code, msg, data: null }` with the given HTTP status; it is not logged as a fault.
 */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  /** What the page needs to explain the refusal (a spending limit's figures); null for most. */
  readonly data: object | null;

  constructor(code: ResultCodeValue | number, httpStatus = 200, msg?: string, data: object | null = null) {
    super(msg ?? resultMessages[code as ResultCodeValue] ?? '操作失败');
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

/** A refusal because of a rate limit: HTTP 429 plus a Retry-After header. */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: ResultCodeValue | number, retryAfterSeconds: number, msg?: string) {
    super(code, 429, msg);
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
