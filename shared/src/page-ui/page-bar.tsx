import type { ReactNode } from 'react';
import { useGoBack } from '@portal/shared';
import './page-bar.css';

export interface PageBarProps {
  title: ReactNode;
  /** Where back goes for a page opened directly (useGoBack). */
  fallback?: string;
  /** The page's own part at the end: actions, a balance, a status line. */
  end?: ReactNode;
  /** A modifier for a page's own layout of the bar. */
  className?: string;
  /** The back button's test id, for pages whose tests tap it. */
  backTestId?: string;
}

/**
 * The top bar of a standalone page (one without the host's header: check-in, activities, a post,
 * a book, the reader): back, the title, and the page's own end part.
 */
export function PageBar({ title, fallback = '/', end, className, backTestId }: PageBarProps) {
  // A page opened directly: its bar's back leaves it for the fallback without adding a page.
  const back = useGoBack(fallback, { replace: true });
  return (
    <header className={className ? `pt-page-bar ${className}` : 'pt-page-bar'}>
      <button type="button" className="pt-page-bar__back" onClick={back} aria-label="返回" data-testid={backTestId}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="pt-page-bar__title">{title}</h1>
      <div className="pt-page-bar__end">{end}</div>
    </header>
  );
}
