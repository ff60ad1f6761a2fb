import type { ApiEnvelope } from '@portal/shared/types';
import { ErrorCode, errorMessages, type ErrorCodeValue } from './error-codes';

/** Every JSON answer is `{ code, msg, data }` (architecture: "Envelope on every JSON response"). */
export function ok<T>(data: T, msg: string = errorMessages[ErrorCode.ok]): ApiEnvelope<T> {
  return { code: ErrorCode.ok, msg, data };
}

export function failure(code: ErrorCodeValue | number, msg?: string): ApiEnvelope<null> {
  return { code, msg: msg ?? errorMessages[code as ErrorCodeValue] ?? errorMessages[ErrorCode.failed], data: null };
}

/** JSON schema of an envelope around `data`, for route response schemas. */
export function envelopeSchema(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  } as const;
}
