import type { Static } from '@sinclair/typebox';
import type { HealthReportSchema } from '../schemas/platform';

/**
 * Every JSON answer of the API has this shape (architecture: "Envelope on every JSON response").
 * `code` 0 is success, 2 means the session is invalid; every other code is in ResultCode (result-codes.ts).
 * Generic over `data`, so written as a type; its schema is `Envelope(data)` in ../schemas/common.ts.
 */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** `GET /api/health` */
export type HealthReport = Static<typeof HealthReportSchema>;
