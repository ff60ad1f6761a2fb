import { randomBytes } from 'node:crypto';

/**
 * Request ids are generated here, never taken from the client, so the id a user reads
 * out of a 500 message points at exactly one log line. A random prefix per process and a
 * counter: unique across instances and restarts, without a crypto call per request.
 */
const prefix = randomBytes(4).toString('hex');
let counter = 0;

export function generateRequestId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `req-${prefix}${counter.toString(16).padStart(4, '0')}`;
}
