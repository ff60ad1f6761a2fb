import type { RemoteRouteMeta } from '@portal/shared/types';

/**
 * The routes remote_games owns (architecture: route ownership). The build exposes each
 * `module` and publishes this list in `portal-routes.json`; the host composes it into its router.
 */
export const routes = [
  { path: '', module: './pages/home', layout: 'main', title: '首页' },
  { path: 'games/:type?', module: './pages/game-list', layout: 'main', title: '游戏列表' },
  { path: 'detail/:id', module: './pages/game-detail', layout: 'main', title: '游戏详情' },
  { path: 'welfare', module: './pages/welfare', layout: 'main', title: '福利' },
  { path: 'gifts', module: './pages/gifts', layout: 'simple', title: '礼包奖励', requiresLogin: true },
  { path: 'download', module: './pages/download', layout: 'standalone', title: '下载' },
] satisfies RemoteRouteMeta[];
