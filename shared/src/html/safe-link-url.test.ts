import { safeLinkUrl } from './safe-link-url';

describe('a link staff wrote', () => {
  it('keeps http(s) addresses and the portal’s own paths', () => {
    expect(safeLinkUrl('https://example.com/privacy')).toBe('https://example.com/privacy');
    expect(safeLinkUrl('http://example.com/privacy?v=2')).toBe('http://example.com/privacy?v=2');
    expect(safeLinkUrl(' /policy ')).toBe('/policy');
  });

  it('drops every other scheme, however it is spelled, and protocol-relative or empty ones', () => {
    for (const url of [
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '\u0001\t java\tscript:alert(1)',
      ' data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
      '/\\evil.example/x',
      'privacy.html',
      '',
      null,
      undefined,
    ]) {
      expect(safeLinkUrl(url)).toBeNull();
    }
  });
});
