import { randomBytes } from 'node:crypto';
import { INVITE_CODE_PATTERN } from '@portal/shared/rules';

/** 32 symbols without the look-alikes 0/O and 1/I, so a code read aloud or retyped survives. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function generateInviteCode(): string {
  // 32 symbols: the low 5 bits of a random byte pick one without bias.
  return Array.from(randomBytes(INVITE_CODE_LENGTH), (byte) => INVITE_CODE_ALPHABET[byte & 31]).join('');
}

/** The code a client sent, upper-cased, or null when it cannot be a code (then it is ignored). */
export function normaliseInviteCode(raw: string | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return INVITE_CODE_PATTERN.test(code) ? code : null;
}
