import { safeRedirect } from './use-after-login';

describe('where login returns to', () => {
  it('goes back to the page that asked for login', () => {
    expect(safeRedirect('/recharge?amount=6')).toBe('/recharge?amount=6');
    expect(safeRedirect('/detail/1001')).toBe('/detail/1001');
  });
  it('never leaves the site or loops back to a login page', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/user')).toBe('/');
    expect(safeRedirect('/other')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
