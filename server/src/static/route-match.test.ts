import type { PortalEnvironment } from '@portal/shared/types';
import { findRouteOwner, matchRoute } from './route-match';

describe('matchRoute', () => {
  it.each([
    ['', '/', true],
    ['', '/games', false],
    ['detail/:id', '/detail/42', true],
    ['detail/:id', '/detail', false],
    ['detail/:id', '/detail/42/more', false],
    ['games/:type?', '/games', true],
    ['games/:type?', '/games/hot', true],
    ['games/:type?', '/games/hot/1', false],
    ['readbook/:id/:cid', '/readbook/7/3', true],
    ['readbook/:id/:cid', '/readbook/7', false],
    ['docs/*', '/docs/a/b/c', true],
    ['square', '/square/', true],
    ['用户', '/%E7%94%A8%E6%88%B7', true],
  ])('pattern %j against %s → %s', (pattern, pathname, matches) => {
    expect(matchRoute(pattern, pathname) >= 0).toBe(matches);
  });
});

describe('findRouteOwner', () => {
  const environment: PortalEnvironment = {
    appTitle: 'X游戏',
    remotes: {
      remote_games: { manifest: '/g', routes: [{ path: 'games/:type?', module: './pages/games', layout: 'main' }] },
      remote_account: { manifest: '/a', routes: [{ path: 'games/mine', module: './pages/my-games', layout: 'simple' }] },
      remote_square: { manifest: '/s' },
    },
  };

  it('prefers a static segment over a parameter, whichever remote lists it first', () => {
    expect(findRouteOwner(environment, '/games/mine')).toMatchObject({ remote: 'remote_account' });
    expect(findRouteOwner(environment, '/games/hot')).toMatchObject({ remote: 'remote_games' });
  });

  it('finds no owner for a path no remote declares', () => {
    expect(findRouteOwner(environment, '/post/1')).toBeUndefined();
  });
});
