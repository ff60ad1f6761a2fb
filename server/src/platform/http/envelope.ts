import type { ApiEnvelope } from '@portal/shared/types';
import { ResultCode, resultMessages, type ResultCodeValue } from '@portal/shared/types';

/** Every JSON answer is `{ code, msg, data }` (architecture: "Envelope on every JSON response"). */
export function ok<T>(data: T, msg: string = resultMessages[ResultCode.ok]): ApiEnvelope<T> {
  return { code: ResultCode.ok, msg, data };
}

export function failure<T extends object | null = null>(
  code: ResultCodeValue | number,
  msg?: string,
  data: T | null = null,
): ApiEnvelope<T | null> {
  return { code, msg: msg ?? resultMessages[code as ResultCodeValue] ?? resultMessages[ResultCode.failed], data };
}
