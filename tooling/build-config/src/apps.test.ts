import { devApiOrigin } from './apps';

/** PORTAL_API_URL: where a remote's dev server sends `/api` when its team works alone. */
it('defaults to the local API server on port 8080', () => {
  expect(devApiOrigin(undefined)).toBe('http://localhost:8080');
  expect(devApiOrigin('  ')).toBe('http://localhost:8080');
});

it('takes any http(s) origin, with or without a trailing slash', () => {
  expect(devApiOrigin('http://127.0.0.1:18080')).toBe('http://127.0.0.1:18080');
  expect(devApiOrigin('https://staging.example.com/')).toBe('https://staging.example.com');
});

it('refuses what is not an origin, saying what it expects', () => {
  for (const bad of ['localhost:8080', 'ftp://example.com', 'http://example.com/api', 'not a url']) {
    expect(() => devApiOrigin(bad)).toThrow(/PORTAL_API_URL must be the API server's origin/);
  }
});
