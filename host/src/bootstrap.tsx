import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  authStore,
  fixPageNow,
  markPageLive,
  overlayQueue,
  PORTAL_SSR_GLOBAL,
  startLiveEvents,
  type ServerRenderedPage,
} from '@portal/shared';
import { loadEnvironment } from './composition/environment';
import { loadRemotePage, registerEnvironmentRemotes } from './composition/federation';
import { installPrefetchOnIntent, indexRoutesForPrefetch } from './composition/prefetch';
import { App } from './app/app';
import { StartupFailure } from './app/startup-failure';
import { keepEarlyInput } from './app/early-input';
import { runStartup } from '@portal/shared';

declare global {
  interface Window {
    [PORTAL_SSR_GLOBAL]?: ServerRenderedPage;
  }
}

/**
 * Start-up: read the environment manifest, register its remotes (nothing is downloaded yet),
 * then render the router composed from every remote's routes — or, when the server already
 * rendered the route (issue 17), hydrate its HTML: the route's remote page is loaded first, so
 * the first client render is the server's, page included.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  try {
    const environment = await loadEnvironment();
    registerEnvironmentRemotes(environment);
    indexRoutesForPrefetch(environment);
    installPrefetchOnIntent();
    // Start-up order of dialogs: the bulletin first, then a page's own (?pop=1). The bulletin
    // popup lets the membership popup through once it is settled.
    overlayQueue.defer('membership');
    const rendered = window[PORTAL_SSR_GLOBAL];
    if (rendered && (await pageLoaded(rendered))) {
      fixPageNow(rendered.now);
      const hydrated = () => afterHydration(container);
      hydrateRoot(container, <App environment={environment} onMounted={hydrated} />, {
        // A mismatch is recovered from by rendering on the client; say where it was.
        onRecoverableError: (error, info) => console.error('[portal] 水合不一致', error, info.componentStack),
      });
    } else {
      // Not server-rendered, or the page's remote cannot be loaded now (its unavailable state
      // takes over): a plain client render, with the stored account restored first.
      if (rendered) void authStore.persist.rehydrate();
      createRoot(container).render(<App environment={environment} onMounted={markPageLive} />);
      startSession();
    }
  } catch (error) {
    console.error('[portal] 启动失败', error);
    createRoot(container).render(<StartupFailure />);
  }
}

async function pageLoaded(rendered: ServerRenderedPage): Promise<boolean> {
  try {
    await loadRemotePage(rendered.remote, rendered.module);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hydrated: relative times follow the clock again, the stored account (never seen by the server)
 * is restored — the header's name, balance and message count fill in — the page goes live (and
 * asks for its data again if the server sent a stale render), what the player typed or submitted
 * while the page was markup only is taken up, and the session starts.
 */
function afterHydration(container: HTMLElement): void {
  fixPageNow(undefined);
  void authStore.persist.rehydrate();
  document.documentElement.dataset.hydrated = '';
  markPageLive();
  keepEarlyInput(container);
  startSession();
}

/** The live event stream (header count, messages) opens once start-up has the user status. */
function startSession(): void {
  void runStartup().finally(startLiveEvents);
}

void start();
