import { useEffect } from 'react';
import { reportRemotePageShown } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailable } from './remote-unavailable';
import { useRemotePage } from './use-remote-page';

/** A page that lives in a remote: loading state, the page, or the unavailable state with retry. */
export function RemotePage({ remote, module }: { remote: string; module: string }) {
  const { state, retry } = useRemotePage(remote, module);
  const fallbackShown = (error: Error) => reportRemotePageShown(remote, module, 'fallback', error);
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} error={state.error} onRetry={retry} onShown={fallbackShown} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      remote={remote}
      fallback={(error, reset) => (
        <RemoteUnavailable
          remote={remote}
          error={error}
          onShown={fallbackShown}
          onRetry={() => {
            retry();
            reset();
          }}
        />
      )}
    >
      {/* Marks which remote rendered the route, for people debugging a composed page and for tests. */}
      <div data-testid="remote-page" data-remote={remote} className="pt-remote-page">
        <Page />
        {/* Keyed: a route of the same remote reuses this frame, and its page is a load of its own. */}
        <Rendered key={`${remote}/${module}`} onRendered={() => reportRemotePageShown(remote, module, 'page')} />
      </div>
    </RemoteErrorBoundary>
  );
}

/**
 * Committed only when the page beside it rendered without throwing (a throw discards the whole
 * subtree up to the boundary): the moment telemetry counts the load as shown.
 */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(onRendered, []);
  return null;
}
