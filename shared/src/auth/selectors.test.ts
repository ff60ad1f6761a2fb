import { createGuestAccount } from './account';
import { isMemberStatus, parseExpTime } from '../rules/membership';
import { selectIsLoggedIn, selectIsMember } from './selectors';
import type { AuthStore, UserStatus } from './types';

function stateWith(partial: Partial<AuthStore>): AuthStore {
  return {
    account: createGuestAccount(),
    status: null,
    vipConfig: { type: 0, source: 0 },
    setAccount: jest.fn(),
    setStatus: jest.fn(),
    setVipConfig: jest.fn(),
    resetVipConfig: jest.fn(),
    logoutLocal: jest.fn(),
    ...partial,
  };
}

const NOW = Date.parse('2026-03-10T12:00:00');
const member = (expTime: UserStatus['expTime'], levelType = 1): UserStatus => ({ avatar: '', coinNum: 0, levelType, expTime });

describe('selectIsLoggedIn (spec §4: logged in exactly when uid is non-empty)', () => {
  it('is false for an empty uid even with a token, true for any non-empty uid', () => {
    expect(selectIsLoggedIn(stateWith({ account: { ...createGuestAccount(), token: 'x' } }))).toBe(false);
    expect(selectIsLoggedIn(stateWith({ account: { ...createGuestAccount(), uid: 'u1' } }))).toBe(true);
  });
});

describe('membership (spec §3/§6: levelType ≥ 1)', () => {
  it('is not a member without a status or with levelType below 1', () => {
    expect(selectIsMember(stateWith({ status: null }))).toBe(false);
    expect(isMemberStatus(member(null, 0), NOW)).toBe(false);
  });

  it('is a member with levelType 1 and no expiry', () => {
    expect(isMemberStatus(member(null, 1), NOW)).toBe(true);
    expect(selectIsMember(stateWith({ status: member(undefined, 2) }))).toBe(true);
  });

  it('honours the expiry: passed means not a member, future means member', () => {
    expect(isMemberStatus(member('2026-03-09 12:00:00'), NOW)).toBe(false);
    expect(isMemberStatus(member('2026-03-11 12:00:00'), NOW)).toBe(true);
    expect(isMemberStatus(member(NOW - 1), NOW)).toBe(false);
    expect(isMemberStatus(member(Math.floor((NOW + 60_000) / 1000)), NOW)).toBe(true);
  });

  it('reads second and millisecond timestamps and date text', () => {
    expect(parseExpTime(1_700_000_000)).toBe(1_700_000_000_000);
    expect(parseExpTime('1700000000000')).toBe(1_700_000_000_000);
    expect(parseExpTime('2027-01-01T00:00:00.000Z')).toBe(Date.UTC(2027, 0, 1));
    // Date text without a zone is China wall-clock time, the same on the server and every phone.
    expect(parseExpTime('2026-03-11 12:00:00')).toBe(Date.parse('2026-03-11T12:00:00+08:00'));
    expect(parseExpTime('')).toBeNull();
    expect(parseExpTime('not a date')).toBeNull();
  });
});
