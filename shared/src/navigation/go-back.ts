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
 * the browser's back would leave the site — to `fallback`. With `replace` the fallback takes this
 * entry's place, so that back never adds a page (a standalone page's bar); without it the fallback
 * is a new entry and the browser's back returns to the page (the host's simple layout: a player
 * sent home from a page whose remote failed can come back to it and retry). History is read on
 * the tap, never during render (pages are server-rendered).
 */
export function useGoBack(fallback = '/', { replace = false }: { replace?: boolean } = {}): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) navigate(-1);
    else navigate(fallback, { replace });
  }, [navigate, fallback, replace]);
}
