import { mountLocalShell } from '@portal/local-shell';
import { routes } from '../routes';

/**
 * This remote on its own (`pnpm dev` in its folder): its routes inside the thin local shell, with
 * the shell's login, so the shelf, history, synced progress and paid chapters work without the host.
 */
mountLocalShell({
  remote: 'remote_reading',
  routes,
  loadPage: (module) => import(`../pages/${module.replace('./pages/', '')}.tsx`),
  home: '/animate',
});
