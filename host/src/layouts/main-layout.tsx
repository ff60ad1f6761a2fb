import { Outlet } from '@portal/shared';
import { Header } from '../header/header';
import { useCurrentRouteHandle } from '../routing/route-handle';
import { GoToTop } from './go-to-top';
import './layouts.css';

/** Main layout: the header (unless the route hides it) and the scrolling area. */
export function MainLayout() {
  const handle = useCurrentRouteHandle();
  return (
    <div className="pt-main-layout" data-testid="layout-main">
      {handle?.meta.hideHeader ? null : <Header />}
      <main className="pt-main-layout__content">
        <Outlet />
      </main>
      <GoToTop />
    </div>
  );
}
