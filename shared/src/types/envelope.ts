/**
 * Every JSON answer of the API has this shape (architecture: "Envelope on every JSON response").
 * `code` 0 is success, 2 means the session is invalid; every other code is in the server's catalogue.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** `GET /api/health` */
export interface HealthReport {
  status: 'ok';
  database: 'pglite' | 'postgres';
  migration: number;
  version: string;
}
