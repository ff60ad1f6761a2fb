import { matchRoutes, type RouteObject } from '@portal/shared';
import type { PortalEnvironment } from '@portal/shared';
import { loadRemotePage } from './federation';

/**
 * Prefetch on intent: when the pointer rests on (or focus reaches) a link into a remote that is
 * not loaded yet, start loading that page so the click feels instant. Nothing is fetched for
 * pages nobody points at, and nothing when the user asked to save data.
 */
let index: RouteObject[] = [];

export function indexRoutesForPrefetch(environment: PortalEnvironment): void {
  index = Object.entries(environment.remotes).flatMap(([remote, entry]) =>
    (entry.routes ?? []).map((meta) => ({ path: `/${meta.path}`, handle: { remote, module: meta.module } })),
  );
}

export function prefetchPath(pathname: string): void {
  const match = matchRoutes(index, pathname)?.at(-1);
  const target = match?.route.handle as { remote: string; module: string } | undefined;
  if (target) loadRemotePage(target.remote, target.module).catch(() => undefined);
}

function saveData(): boolean {
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

/** One delegated listener for the whole document. */
export function installPrefetchOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.origin !== window.location.origin || saveData()) return;
    prefetchPath(anchor.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
