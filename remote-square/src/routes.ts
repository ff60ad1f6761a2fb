import type { RemoteRouteMeta } from '@portal/shared/types';

/**
 * The routes remote_square owns (architecture: route ownership). Writing a post and one's own
 * history need an account: the host's guard sends a visitor to login (spec §2 login rule).
 */
export const routes = [
  // Spec §2 gives the square the title "gift center" and no header.
  { path: 'square', module: './pages/square', layout: 'main', title: '礼包中心', hideHeader: true },
  { path: 'postpage', module: './pages/post-publish', layout: 'simple', title: '发布帖子', requiresLogin: true },
  { path: 'commenthistory', module: './pages/comment-history', layout: 'simple', title: '我的帖子与评论', requiresLogin: true },
  { path: 'post/:id', module: './pages/post-detail', layout: 'standalone', title: '帖子详情' },
] satisfies RemoteRouteMeta[];
