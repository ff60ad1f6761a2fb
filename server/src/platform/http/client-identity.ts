import type { FastifyRequest } from 'fastify';

/** The header the shared API client sends the browser's device id in (spec §3 h5_device_id). */
export const DEVICE_ID_HEADER = 'x-device-id';
const DEVICE_ID = /^[0-9a-f]{32}$/;

/**
 * Who is calling, for abuse limits: the client address (request.ip — the socket's, or the one a
 * trusted proxy reports, TRUST_PROXY) and the device id when the client sent a well-formed one.
 * The device id is the client's word, so it only ever adds limits, never lifts one.
 */
export interface ClientIdentity {
  address: string;
  deviceId: string | null;
}

export function clientIdentity(request: FastifyRequest): ClientIdentity {
  const header = request.headers[DEVICE_ID_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return { address: request.ip, deviceId: DEVICE_ID.test(value) ? value : null };
}
