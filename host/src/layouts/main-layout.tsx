import { Outlet } from '@portal/shared';
import { Header } from '../header/header';
import { TabBar } from '../navigation/tab-bar';
import { useCurrentRouteHandle } from '../routing/route-handle';
import { DemoNotice } from './demo-notice';
import { GoToTop } from './go-to-top';
import './layouts.css';

/**
 * Main layout: the header (unless the route hides it), the scrolling area and, on phones, the
 * bottom tab bar. Simple and standalone layouts have no tab bar: they are places one goes into and
 * comes back from.
 */
export function MainLayout() {
  const handle = useCurrentRouteHandle();
  return (
    <div className="pt-main-layout" data-testid="layout-main">
      {handle?.meta.hideHeader ? null : <Header />}
      <main className="pt-main-layout__content" id="main">
        <Outlet />
      </main>
      <DemoNotice />
      <GoToTop />
      <TabBar />
    </div>
  );
}
