import { captureInviteCode, channelIdFromSearch, clearInviteCode, inviteCodeFromSearch, readInviteCode } from './invite-code';

beforeEach(() => window.localStorage.clear());

describe('invite and channel code from the address (spec §3, §4, §9)', () => {
  it('reads inviteCode or code, inviteCode first', () => {
    expect(inviteCodeFromSearch('?inviteCode=AB12CD34')).toBe('AB12CD34');
    expect(inviteCodeFromSearch('?code=chan7')).toBe('chan7');
    expect(inviteCodeFromSearch('?code=x1&inviteCode=AB12CD34')).toBe('AB12CD34');
    expect(inviteCodeFromSearch('?other=1')).toBeNull();
    expect(inviteCodeFromSearch('?code=<script>')).toBeNull();
  });

  it('keeps the code so it survives navigation, until a registration consumes it', () => {
    expect(captureInviteCode('?inviteCode=AB12CD34')).toBe('AB12CD34');
    expect(captureInviteCode('')).toBe('AB12CD34');
    expect(readInviteCode()).toBe('AB12CD34');
    clearInviteCode();
    expect(readInviteCode()).toBeNull();
    expect(captureInviteCode('')).toBeNull();
  });

  it('a newer code in the address replaces the kept one', () => {
    captureInviteCode('?code=first1');
    captureInviteCode('?code=second2');
    expect(readInviteCode()).toBe('second2');
  });

  it('gives the channel: the address code, else the kept code, else 0', () => {
    expect(channelIdFromSearch('')).toBe('0');
    expect(channelIdFromSearch('?code=ch9')).toBe('ch9');
    captureInviteCode('?inviteCode=KEPT0001');
    expect(channelIdFromSearch('')).toBe('KEPT0001');
  });
});
