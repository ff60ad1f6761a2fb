import { useGoBack } from '@portal/shared';

/**
 * The back bar of a standalone page (no host layout around it): back in history when there is a
 * page of the portal to go back to, otherwise to the square.
 */
export function BackBar({ title, fallback = '/square' }: { title: string; fallback?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <header className="ps-backbar">
      <button type="button" className="ps-backbar__back" onClick={goBack} aria-label="返回" data-testid="post-back">
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
      <h1 className="ps-backbar__title">{title}</h1>
      <span className="ps-backbar__spacer" />
    </header>
  );
}
