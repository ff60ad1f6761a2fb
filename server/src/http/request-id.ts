import { randomBytes } from 'node:crypto';

/**
 * Request ids are generated here, never taken from the client, so the id a user reads
 * out of a 500 message points at exactly one log line.
 */
export function generateRequestId(): string {
  return `req-${randomBytes(6).toString('hex')}`;
}
