import { useState, type ReactNode } from 'react';
import { Link, selectIsLoggedIn, useAuth, useLocation } from '@portal/shared';
import { DiscoverSheet } from './discover-sheet';
import { useReservationDot } from './reservation-badge';
import './tab-bar.css';

/**
 * The phone's bottom tab bar (issue 9): 首页 / 发现 / 福利 / 社区 / 我的, shown by the main layout
 * below 768 px (desktop keeps the header's links). 发现 opens the categories as a sheet; 我的 is
 * the user centre (the login page for a visitor), which lists 签到, 活动, 消息 and the rest.
 */
interface Tab {
  label: string;
  to: string;
  /** Paths that light the tab up besides its own. */
  matches: (pathname: string) => boolean;
  icon: ReactNode;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="ph-tabs__icon">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const HOME = icon('M3.5 10.5L12 4l8.5 6.5V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1z');
const DISCOVER = icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z');
const WELFARE = icon('M4 10h16v11H4zM2.5 6.5h19V10h-19zM12 6.5V21M12 6.5C10 3 7 3 7 5s3 1.5 5 1.5c2 0 5 .5 5-1.5s-3-2-5 1.5');
const SQUARE = icon('M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5');
const MINE = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c.8-4 4-6 8-6s7.2 2 8 6');

export function TabBar() {
  const { pathname } = useLocation();
  const loggedIn = useAuth(selectIsLoggedIn);
  const [discovering, setDiscovering] = useState(false);
  const reservationDot = useReservationDot(loggedIn, pathname);

  const tabs: Tab[] = [
    { label: '首页', to: '/', matches: (p) => p === '/', icon: HOME },
    { label: '福利', to: '/welfare', matches: (p) => p === '/welfare', icon: WELFARE },
    { label: '社区', to: '/square', matches: (p) => p === '/square', icon: SQUARE },
    {
      label: '我的',
      to: loggedIn ? '/user' : '/login',
      matches: (p) => ['/user', '/login', '/register', '/other', '/profile'].includes(p),
      icon: MINE,
    },
  ];
  const link = (tab: Tab) => {
    const current = tab.matches(pathname);
    return (
      <li key={tab.label}>
        <Link
          to={tab.to}
          className={current ? 'ph-tabs__tab is-current' : 'ph-tabs__tab'}
          aria-current={current ? 'page' : undefined}
          data-testid="tab"
        >
          {tab.icon}
          <span>{tab.label}</span>
          {tab.label === '我的' && reservationDot ? (
            <i className="ph-tabs__dot" role="img" data-testid="mine-dot" aria-label="预约的游戏已上线" />
          ) : null}
        </Link>
      </li>
    );
  };

  return (
    <nav className="ph-tabs" aria-label="底部导航" data-testid="tab-bar">
      <ul>
        {link(tabs[0]!)}
        <li>
          <button
            type="button"
            className={discovering || pathname.startsWith('/games') ? 'ph-tabs__tab is-current' : 'ph-tabs__tab'}
            aria-haspopup="dialog"
            aria-expanded={discovering}
            onClick={() => setDiscovering(true)}
            data-testid="tab-discover"
          >
            {DISCOVER}
            <span>发现</span>
          </button>
        </li>
        {tabs.slice(1).map(link)}
      </ul>
      <DiscoverSheet open={discovering} onClose={() => setDiscovering(false)} />
    </nav>
  );
}
