import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsPurpose } from '@portal/shared/types';

/** A uniformly random 6-digit code. */
export function generateSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function digest(salt: string, phone: string, purpose: SmsPurpose, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${phone}:${purpose}:${code}`).digest();
}

/** Stored as `salt$sha256`; the code itself is never stored (only the sandbox outbox shows it). */
export function hashSmsCode(phone: string, purpose: SmsPurpose, code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, phone, purpose, code).toString('hex')}`;
}

export function smsCodeMatches(stored: string, phone: string, purpose: SmsPurpose, code: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = digest(salt, phone, purpose, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
