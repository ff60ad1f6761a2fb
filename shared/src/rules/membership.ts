import { parseTimestamp } from './time';
import type { UserStatus } from '../types/account';

/**
 * Milliseconds since the epoch for the server's expTime, or null when absent or unreadable.
 * Accepts a timestamp (seconds or milliseconds), ISO 8601, or date text such as
 * '2026-05-01 12:00:00' (a China wall-clock time, read without Date.parse, which Safari fails on).
 */
export function parseExpTime(expTime: UserStatus['expTime']): number | null {
  if (expTime === null || expTime === undefined || expTime === '') return null;
  const ms = parseTimestamp(expTime);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Spec §3/§6: a member has levelType 1 or more. When the server also sends an expiry, a passed
 * expiry means the membership is over; an unreadable one is ignored so that a date format we
 * do not know never takes away a membership the server granted.
 */
export function isMemberStatus(status: Pick<UserStatus, 'levelType' | 'expTime'> | null | undefined, now: number = Date.now()): boolean {
  if (!status || !(status.levelType >= 1)) return false;
  const expiresAt = parseExpTime(status.expTime);
  return expiresAt === null || expiresAt > now;
}
