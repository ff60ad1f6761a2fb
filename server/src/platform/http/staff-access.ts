import { timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@portal/shared/types';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from './app-error';

/** The header staff tools send STAFF_TOKEN in. */
export const STAFF_TOKEN_HEADER = 'x-staff-token';

/** A caller on this machine (the address the socket, or a trusted proxy, reports). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isStaff(request: FastifyRequest, staffToken: string | undefined): boolean {
  const header = request.headers[STAFF_TOKEN_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return staffToken !== undefined && given !== undefined && sameSecret(given, staffToken);
}

/**
 * For staff-only endpoints (the sandbox SMS outbox): answered for callers on this machine, or
 * anywhere with the STAFF_TOKEN in `x-staff-token`; everyone else gets 403 and nothing else.
 */
export function staffOrLoopback(staffToken: string | undefined): preHandlerHookHandler {
  return async (request) => {
    if (isLoopback(request.ip) || isStaff(request, staffToken)) return;
    throw new AppError(ResultCode.staffOnly, 403);
  };
}
