import { mountLocalShell } from '@portal/local-shell';
import { routes } from '../routes';

/** This remote on its own (`pnpm dev` in its folder): its routes inside the thin local shell. */
mountLocalShell({
  remote: 'remote_reading',
  routes,
  loadPage: (module) => import(`../pages/${module.replace('./pages/', '')}.tsx`),
});
