import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/static/js/main.3f9a1c2b.js', IMMUTABLE],
    // The twin sent to a browser asking for brotli is cached like the file it compresses.
    ['/dist/shared.8d37ba09.js.br', IMMUTABLE],
    ['/dist/static/css/412.0a1b2c3d.css.gz', IMMUTABLE],
    ['/dist/index.html.br', NO_CACHE],
    ['/dist/remoteEntry.js.gz', NO_CACHE],
    ['/dist/static/css/412.0a1b2c3d4e5f6a7b.css', IMMUTABLE],
    ['/dist/static/image/logo-3f9a1c2b.png', IMMUTABLE],
    ['/dist/index.html', NO_CACHE],
    ['/dist/mf-manifest.json', NO_CACHE],
    ['/dist/portal-routes.json', NO_CACHE],
    ['/dist/remoteEntry.js', NO_CACHE],
    ['/dist/favicon.png', NO_CACHE],
    ['/dist/static/js/main.js', NO_CACHE],
    ['/dist/static/js/main.3f9a.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
