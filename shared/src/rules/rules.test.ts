import { composeDocumentTitle } from './document-title';
import { loginRedirectFor } from './login-required';

describe('document title', () => {
  it('is the app title, then " | ", then the route title', () => {
    expect(composeDocumentTitle('X游戏', '游戏详情')).toBe('X游戏 | 游戏详情');
  });
  it('is the app title alone for a route without a title', () => {
    expect(composeDocumentTitle('X游戏')).toBe('X游戏');
    expect(composeDocumentTitle('X游戏', '  ')).toBe('X游戏');
  });
});

describe('login-required routes', () => {
  it('send a visitor without a uid to login, remembering where they were going', () => {
    expect(loginRedirectFor({ requiresLogin: true }, '', '/recharge?x=1')).toBe('/login?redirect=%2Frecharge%3Fx%3D1');
    expect(loginRedirectFor({ requiresLogin: true }, undefined, '/user')).toBe('/login?redirect=%2Fuser');
  });
  it('let a user with a uid through', () => {
    expect(loginRedirectFor({ requiresLogin: true }, '10086', '/user')).toBeNull();
    expect(loginRedirectFor({ requiresLogin: true }, 0, '/user')).toBeNull();
  });
  it('never redirect from a public route', () => {
    expect(loginRedirectFor({}, '', '/games')).toBeNull();
  });
});
