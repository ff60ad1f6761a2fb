import { mountLocalShell } from '@portal/local-shell';
import { routes } from '../routes';

/**
 * This remote on its own (`pnpm dev` in its folder): its routes inside the thin local shell, with
 * the shell's login, so the team can write posts, like and comment as a real user against a local API.
 */
mountLocalShell({
  remote: 'remote_square',
  routes,
  loadPage: (module) => import(`../pages/${module.replace('./pages/', '')}.tsx`),
  home: '/square',
});
