import { mountLocalShell } from '@portal/local-shell';
import { routes } from '../routes';

/**
 * This remote on its own (`pnpm dev` in its folder): its routes inside the thin local shell, plus
 * a local login (the portal's login page lives in remote-account), so the shelf, history, synced
 * progress and paid chapters work without the host.
 */
mountLocalShell({
  remote: 'remote_reading',
  routes: [...routes, { path: 'login', module: './local-shell/login-page', layout: 'simple', title: '登录（本地）' }],
  loadPage: (module) =>
    module === './local-shell/login-page' ? import('./login-page') : import(`../pages/${module.replace('./pages/', '')}.tsx`),
});
