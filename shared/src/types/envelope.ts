/**
 * Every JSON answer of the API has this shape (architecture: "Envelope on every JSON response").
 * `code` 0 is success, 2 means the session is invalid; every other code is in the server's catalogue.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Codes with a meaning the client acts on. */
export const ResultCode = {
  ok: 0,
  failed: 1,
  sessionInvalid: 2,
} as const;

/** `GET /api/health` */
export interface HealthReport {
  status: 'ok';
  database: 'pglite' | 'postgres';
  migration: number;
  version: string;
}
