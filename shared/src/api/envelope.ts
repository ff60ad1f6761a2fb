import type { ApiEnvelope } from '../types';

/** True when a response body has the API's `{code, msg, data}` shape. */
export function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}
