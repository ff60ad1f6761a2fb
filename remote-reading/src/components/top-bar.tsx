import type { ReactNode } from 'react';
import { useGoBack } from '@portal/shared';
import './top-bar.css';

/**
 * The bar of the reading section's standalone pages (they have no host header): back, the
 * title, and the page's own actions. Back leaves the way the player came, or goes to `fallback`
 * when the page was opened directly.
 */
export function TopBar({ title, fallback = '/animate', actions }: { title: ReactNode; fallback?: string; actions?: ReactNode }) {
  const back = useGoBack(fallback);
  return (
    <header className="pr-topbar">
      <button type="button" className="pr-topbar__back" onClick={back} aria-label="返回">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="pr-topbar__title">{title}</h1>
      <div className="pr-topbar__actions">{actions}</div>
    </header>
  );
}
