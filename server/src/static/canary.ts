import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, as far as choosing a remote's build goes (issue 16, canary). A canary build of
 * one remote is served to
 *  - a cohort: the cookie `portal_cohort` or the header `x-portal-cohort` names it (testers, staff);
 *  - a share of devices, sticky per device: the device id (cookie `portal_device`, set by the
 *    server on the first page when some remote has a share) decides a bucket in [0, 1) from a
 *    hash of the remote's name and the id, so a device stays in or out of one remote's canary on
 *    every visit, and each remote's canary draws its own devices.
 */
export const DEVICE_COOKIE = 'portal_device';
export const COHORT_COOKIE = 'portal_cohort';
export const COHORT_HEADER = 'x-portal-cohort';

export interface Visitor {
  deviceId?: string;
  cohort?: string;
}

export interface CanaryChoice {
  share: number;
  cohort?: string;
}

/** The bucket of a device for one remote, in [0, 1). */
export function deviceBucket(remote: string, deviceId: string): number {
  return createHash('sha256').update(`${remote}\n${deviceId}`).digest().readUInt32BE(0) / 2 ** 32;
}

export function inCanary(remote: string, canary: CanaryChoice, visitor: Visitor): boolean {
  if (canary.cohort && visitor.cohort === canary.cohort) return true;
  if (!(canary.share > 0) || !visitor.deviceId) return false;
  return deviceBucket(remote, visitor.deviceId) < canary.share;
}

const DEVICE_ID = /^[0-9a-f]{32}$/;
const COHORT = /^[a-z0-9-]{1,32}$/;

function cookies(request: FastifyRequest): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return found;
}

/** The visitor a request names; values of the wrong shape are ignored, not trusted. */
export function visitorOf(request: FastifyRequest): Visitor {
  const jar = cookies(request);
  const deviceId = jar.get(DEVICE_COOKIE);
  const header = request.headers[COHORT_HEADER];
  const cohort = (Array.isArray(header) ? header[0] : header) ?? jar.get(COHORT_COOKIE);
  return {
    ...(deviceId && DEVICE_ID.test(deviceId) ? { deviceId } : {}),
    ...(cohort && COHORT.test(cohort) ? { cohort } : {}),
  };
}

/** A new device id (a uuid without dashes, like the client's h5_device_id) and its cookie. */
export function newDeviceCookie(secure: boolean): { deviceId: string; cookie: string } {
  const deviceId = randomUUID().replace(/-/g, '');
  const cookie = `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { deviceId, cookie };
}
