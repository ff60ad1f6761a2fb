import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and on a
 * page rendered in the browser from the start). For what only exists in a browser — a portal into
 * document.body — which hydration must not meet, since the server could not render it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
