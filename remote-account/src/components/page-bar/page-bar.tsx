import type { ReactNode } from 'react';
import { useGoBack } from '@portal/shared';
import './page-bar.css';

/**
 * The top bar of remote-account's standalone pages (check-in, activities, ops status: no host
 * header): back, the title and whatever the page puts at the end. Back leaves the way the player
 * came, or goes to `fallback` when the page was opened directly.
 */
export function PageBar({
  title,
  fallback = '/',
  className,
  children,
}: {
  title: string;
  fallback?: string;
  /** A modifier for the page's own layout of the end part. */
  className?: string;
  children?: ReactNode;
}) {
  const back = useGoBack(fallback);
  return (
    <header className={className ? `pa-page-bar ${className}` : 'pa-page-bar'}>
      <button type="button" className="pa-page-bar__back" onClick={back} aria-label="返回">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="pa-page-bar__title">{title}</h1>
      {children ?? <span />}
    </header>
  );
}
