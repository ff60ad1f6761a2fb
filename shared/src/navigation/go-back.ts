import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Entries of this tab's history before the current one, as the router's browser history counts
 * them (its `idx` in `history.state`); 0 on the server, or for a page opened directly.
 */
export function historyIndex(): number {
  if (typeof window === 'undefined') return 0;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** Whether "back" stays inside the portal: this tab came here from another of its pages. */
export function canGoBack(): boolean {
  return historyIndex() > 0;
}

/**
 * A back button's action: back the way the player came, or — for a page opened directly, where
 * the browser's back would leave the site — to `fallback`, replacing this entry so that "back"
 * never adds a page to the history. History is read on the tap, never during render (pages are
 * server-rendered).
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
