import type { RemoteRouteMeta } from '@portal/shared/types';

/** The routes remote_account owns (architecture: route ownership; spec §2 for login required). */
export const routes = [
  { path: 'profile', module: './pages/profile', layout: 'main', title: '个人资料', hideHeader: true },
  { path: 'login', module: './pages/login', layout: 'main', title: '登录' },
  { path: 'register', module: './pages/register', layout: 'main', title: '注册' },
  { path: 'other', module: './pages/other-login', layout: 'main', title: '其他登录方式' },
  { path: 'find', module: './pages/find-password', layout: 'main', title: '找回密码', requiresLogin: true },
  { path: 'bind', module: './pages/bind-phone', layout: 'main', title: '绑定手机', requiresLogin: true },
  { path: 'reset', module: './pages/reset-password', layout: 'main', title: '重置密码', requiresLogin: true },
  { path: 'user', module: './pages/user-center', layout: 'main', title: '个人中心', requiresLogin: true },
  { path: 'policy', module: './pages/policy', layout: 'main', title: '隐私政策' },
  { path: 'agreetment', module: './pages/agreement', layout: 'main', title: '用户协议' },
  { path: 'recharge', module: './pages/recharge', layout: 'simple', title: 'X钻充值', requiresLogin: true },
  { path: 'faq', module: './pages/faq', layout: 'simple', title: '常见问题' },
  { path: 'message', module: './pages/messages', layout: 'simple', title: '系统消息', requiresLogin: true },
  { path: 'chat/:uid', module: './pages/chat', layout: 'simple', title: '私信', requiresLogin: true },
  { path: 'business', module: './pages/business', layout: 'simple', title: '商务合作' },
  { path: 'checkin', module: './pages/checkin', layout: 'standalone', title: '每日签到' },
  { path: 'activity', module: './pages/activity', layout: 'standalone', title: '活动中心' },
  { path: 'activity/:id', module: './pages/activity-detail', layout: 'standalone', title: '活动详情' },
  { path: 'favorite', module: './pages/favorites', layout: 'simple', title: '我的收藏', requiresLogin: true },
  { path: 'kefu', module: './pages/kefu', layout: 'simple', title: '联系客服' },
  { path: 'kefu/desk', module: './pages/kefu-desk', layout: 'simple', title: '客服工作台', requiresLogin: true },
  { path: 'realname', module: './pages/realname', layout: 'simple', title: '实名认证', requiresLogin: true },
  // Staff only (issue 16): linked from nowhere a player looks; the API refuses players (403, 1613).
  { path: 'ops/status', module: './pages/ops-status', layout: 'standalone', title: '运维状态', requiresLogin: true },
] satisfies RemoteRouteMeta[];
