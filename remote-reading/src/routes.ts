import type { RemoteRouteMeta } from '@portal/shared/types';

/** The routes remote_reading owns (architecture: route ownership). The shelf and history are the player's own. */
export const routes = [
  { path: 'animate', module: './pages/animate', layout: 'main', title: '动漫专区', hideHeader: true },
  { path: 'readhistory', module: './pages/read-history', layout: 'standalone', title: '阅读记录', requiresLogin: true },
  { path: 'subscriblist', module: './pages/subscriptions', layout: 'standalone', title: '我的订阅', requiresLogin: true },
  { path: 'readbook/:id/:cid', module: './pages/reader', layout: 'standalone', title: '阅读' },
  { path: 'bookmenu/:id', module: './pages/book-menu', layout: 'standalone', title: '目录' },
  { path: 'bookinfo/:id', module: './pages/book-info', layout: 'standalone', title: '书籍详情' },
] satisfies RemoteRouteMeta[];
