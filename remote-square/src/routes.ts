import type { RemoteRouteMeta } from '@portal/shared/types';

/** The routes remote_square owns (architecture: route ownership). */
export const routes = [
  // Spec §2 gives the square the title "gift center" and no header.
  { path: 'square', module: './pages/square', layout: 'main', title: '礼包中心', hideHeader: true },
  { path: 'postpage', module: './pages/post-publish', layout: 'simple', title: '发布帖子' },
  { path: 'commenthistory', module: './pages/comment-history', layout: 'simple', title: '我的帖子与评论' },
  { path: 'post/:id', module: './pages/post-detail', layout: 'standalone', title: '帖子详情' },
] satisfies RemoteRouteMeta[];
