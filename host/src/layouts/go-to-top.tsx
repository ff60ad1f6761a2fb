import { useEffect, useState } from 'react';
import './go-to-top.css';

/** Spec §2/§9: a go-to-top button appears after the user scrolls more than 2000 px. */
export const GO_TO_TOP_THRESHOLD_PX = 2000;

export function shouldShowGoToTop(scrollY: number): boolean {
  return scrollY > GO_TO_TOP_THRESHOLD_PX;
}

export function GoToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(shouldShowGoToTop(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="pt-go-top"
      aria-label="回到顶部"
      data-testid="go-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7h4.5v7h5v-7H19z" fill="currentColor" />
      </svg>
    </button>
  );
}
