/**
 * Database failures that are not the request's fault and pass when retried: a statement
 * cancelled by statement_timeout (overload, or a runaway query), no pooled connection free in
 * time, a server shutting down or out of connections, a lost connection. They answer 503 (服务暂不可用，请稍后再试) through the one
 * error handler, which reads `statusCode`; any other database error stays a 500.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(reason: string, options: { cause: unknown }) {
    super(`database unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATEs: query_canceled (statement_timeout), the shutdown family, too_many_connections. */
const UNAVAILABLE_STATES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** pg-pool's error when no pooled connection came free (or none could be opened) in connectionTimeoutMillis; it has no code. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

export function asDatabaseUnavailable(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof DatabaseUnavailableError) return error;
  if (error.message === POOL_TIMEOUT_MESSAGE)
    return new DatabaseUnavailableError('no pooled connection came free in time', { cause: error });
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return error;
  // Class 08: connection exceptions.
  if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) {
    return new DatabaseUnavailableError(`${code} ${error.message}`, { cause: error });
  }
  return error;
}
