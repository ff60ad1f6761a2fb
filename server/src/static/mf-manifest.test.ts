import { mfManifest } from '../../test/static-fixture';
import { manifestPreloads } from './mf-manifest';

const exposes = { './pages/home': ['static/js/home.1234abcd.js', 'static/css/home.5678ef90.css'] };

describe('manifestPreloads', () => {
  it('resolves assets beside the manifest when publicPath is auto', () => {
    expect(
      manifestPreloads('https://cdn.example.com/games/1.2.0/mf-manifest.json', mfManifest('remote_games', exposes), './pages/home'),
    ).toEqual({
      remoteEntry: 'https://cdn.example.com/games/1.2.0/remoteEntry.js',
      scripts: ['https://cdn.example.com/games/1.2.0/static/js/home.1234abcd.js'],
      styles: ['https://cdn.example.com/games/1.2.0/static/css/home.5678ef90.css'],
    });
  });

  it('uses an absolute publicPath as given', () => {
    const manifest = mfManifest('remote_games', exposes, 'https://static.example.com/g/');
    expect(manifestPreloads('/remotes/games/mf-manifest.json', manifest, './pages/home')).toEqual({
      remoteEntry: 'https://static.example.com/g/remoteEntry.js',
      scripts: ['https://static.example.com/g/static/js/home.1234abcd.js'],
      styles: ['https://static.example.com/g/static/css/home.5678ef90.css'],
    });
  });

  it('keeps root-relative manifests root-relative', () => {
    expect(manifestPreloads('/remotes/games/mf-manifest.json', mfManifest('remote_games', exposes), './pages/home').scripts).toEqual([
      '/remotes/games/static/js/home.1234abcd.js',
    ]);
  });

  it('also preloads the remote’s own copies of the shared modules the host does not provide', () => {
    const manifest = {
      ...mfManifest('remote_games', exposes),
      shared: [
        { name: 'react', assets: { js: { sync: ['784.react.js'], async: [] } } },
        { name: '@tanstack/react-query', assets: { js: { sync: ['singleton-react-query.js'], async: [] } } },
      ],
    };
    const hostShared = new Set(['react', 'react-dom', '@portal/shared']);
    expect(manifestPreloads('/remotes/games/mf-manifest.json', manifest, './pages/home', hostShared).scripts).toEqual([
      '/remotes/games/static/js/home.1234abcd.js',
      '/remotes/games/singleton-react-query.js',
    ]);
    // Not knowing what the host provides, it preloads none (react would be downloaded twice).
    expect(manifestPreloads('/remotes/games/mf-manifest.json', manifest, './pages/home').scripts).toEqual([
      '/remotes/games/static/js/home.1234abcd.js',
    ]);
  });

  it('joins remoteEntry.path and name', () => {
    const manifest = mfManifest('remote_games', exposes);
    manifest.metaData.remoteEntry.path = 'entry';
    expect(manifestPreloads('/remotes/games/mf-manifest.json', manifest, undefined)).toEqual({
      remoteEntry: '/remotes/games/entry/remoteEntry.js',
      scripts: [],
      styles: [],
    });
  });

  it('gives no script hints for an expose the manifest does not list, and none for garbage', () => {
    expect(manifestPreloads('/m/mf-manifest.json', mfManifest('remote_games', exposes), './pages/other').scripts).toEqual([]);
    expect(manifestPreloads('/m/mf-manifest.json', { exposes: 'nope' }, './pages/home')).toEqual({ scripts: [], styles: [] });
    expect(manifestPreloads('/m/mf-manifest.json', null, './pages/home')).toEqual({ scripts: [], styles: [] });
  });
});
