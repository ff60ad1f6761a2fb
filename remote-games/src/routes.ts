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
  { path: 'game/:id/reviews', module: './pages/game-reviews', layout: 'main', title: '玩家评价' },
  { path: 'rank', module: './pages/rank', layout: 'main', title: '排行榜' },
  // Issue 18: pre-registration, followed games, collections (游戏单).
  { path: 'upcoming', module: './pages/upcoming', layout: 'main', title: '新游预约' },
  { path: 'followgames', module: './pages/followed-games', layout: 'main', title: '我关注的游戏', requiresLogin: true },
  { path: 'collections', module: './pages/collections', layout: 'main', title: '游戏单' },
  { path: 'collection/edit/:id?', module: './pages/collection-edit', layout: 'simple', title: '编辑游戏单', requiresLogin: true },
  { path: 'collection/:id', module: './pages/collection', layout: 'main', title: '游戏单' },
] satisfies RemoteRouteMeta[];
