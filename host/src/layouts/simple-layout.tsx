import { Outlet, useGoBack } from '@portal/shared';
import { Logo } from '@portal/shared';
import { useCurrentRouteHandle } from '../routing/route-handle';
import { DemoNotice } from './demo-notice';
import './layouts.css';

/**
 * Simple layout (spec §2): a back button, then the title and icon from the route meta; the
 * default logo when the route has no title.
 */
export function SimpleLayout() {
  const meta = useCurrentRouteHandle()?.meta;
  // A page opened directly (no history inside the portal) goes home instead of leaving the site.
  const goBack = useGoBack('/');
  return (
    <div className="pt-simple-layout" data-testid="layout-simple">
      <header className="pt-simple-layout__bar">
        {/* The back button of every page bar (@portal/shared page-bar.css), same look. */}
        <button type="button" className="pt-page-bar__back" onClick={goBack} aria-label="返回" data-testid="back-button">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M15.5 4.5L8 12l7.5 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        {meta?.title ? (
          <h1 className="pt-simple-layout__title" data-testid="simple-title">
            {meta.icon ? <img className="pt-simple-layout__icon" src={meta.icon} alt="" /> : null}
            {meta.title}
          </h1>
        ) : (
          <Logo className="pt-simple-layout__logo" label="X游戏" testId="simple-logo" />
        )}
        <span className="pt-simple-layout__spacer" />
      </header>
      <main className="pt-simple-layout__content">
        <Outlet />
      </main>
      <DemoNotice />
    </div>
  );
}
