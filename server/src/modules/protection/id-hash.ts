import { createHmac } from 'node:crypto';

/**
 * The only trace of a resident ID the portal keeps: HMAC-SHA256 under REALNAME_HASH_SECRET. A
 * plain hash of an 18-digit ID with a known structure (region, birth date, check digit) could
 * be reversed by trying the few billion candidates; without the key it cannot.
 */
export function residentIdHash(secret: string, idNumber: string): string {
  return createHmac('sha256', secret).update(`resident-id:${idNumber}`).digest('hex');
}
