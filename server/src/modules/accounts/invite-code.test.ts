import { INVITE_CODE_PATTERN } from '@portal/shared/rules';
import { generateInviteCode, normaliseInviteCode } from './invite-code';

describe('invite codes', () => {
  it('are 8 characters without 0, O, 1 or I and pass the shared pattern', () => {
    const codes = Array.from({ length: 500 }, generateInviteCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(INVITE_CODE_PATTERN.test(code)).toBe(true);
    }
    expect(new Set(codes).size).toBeGreaterThan(495);
  });

  it('normalises what a client sends and drops what cannot be a code', () => {
    expect(normaliseInviteCode(' abcd2345 ')).toBe('ABCD2345');
    expect(normaliseInviteCode('')).toBeNull();
    expect(normaliseInviteCode(undefined)).toBeNull();
    expect(normaliseInviteCode('<script>')).toBeNull();
  });
});
