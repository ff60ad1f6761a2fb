import { mountLocalShell } from '@portal/local-shell';
import { routes } from '../routes';

/**
 * This remote on its own (`pnpm dev` in its folder): its routes inside the thin local shell, plus
 * a login page of its own (the portal's login is remote_account's), so the team can write posts,
 * like and comment as a real user against a local API.
 */
const LOCAL_LOGIN = './local-shell/login';

mountLocalShell({
  remote: 'remote_square',
  routes: [...routes, { path: 'login', module: LOCAL_LOGIN, layout: 'main', title: '登录' }],
  loadPage: (module) => (module === LOCAL_LOGIN ? import('./login') : import(`../pages/${module.replace('./pages/', '')}.tsx`)),
});
