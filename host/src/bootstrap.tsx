import { createRoot } from 'react-dom/client';
import { overlayQueue, startLiveEvents } from '@portal/shared';
import { loadEnvironment } from './composition/environment';
import { registerEnvironmentRemotes } from './composition/federation';
import { installPrefetchOnIntent, indexRoutesForPrefetch } from './composition/prefetch';
import { App } from './app/app';
import { StartupFailure } from './app/startup-failure';
import { runStartup } from '@portal/shared';

/**
 * Start-up: read the environment manifest, register its remotes (nothing is downloaded yet),
 * then render the router composed from every remote's routes.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const environment = await loadEnvironment();
    registerEnvironmentRemotes(environment);
    indexRoutesForPrefetch(environment);
    installPrefetchOnIntent();
    // Start-up order of dialogs: the bulletin first, then a page's own (?pop=1). The bulletin
    // popup lets the membership popup through once it is settled.
    overlayQueue.defer('membership');
    root.render(<App environment={environment} />);
    // The live event stream (header count, messages) opens once start-up has the user status.
    void runStartup().finally(startLiveEvents);
  } catch (error) {
    console.error('[portal] 启动失败', error);
    root.render(<StartupFailure />);
  }
}

void start();
