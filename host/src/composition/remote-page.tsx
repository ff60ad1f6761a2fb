import { PageLoading } from '@portal/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { useRemotePage } from './use-remote-page';

/** A page that lives in a remote: loading state, the page, or the unavailable state with retry. */
export function RemotePage({ remote, module }: { remote: string; module: string }) {
  const { state, retry } = useRemotePage(remote, module);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} error={state.error} onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary
      remote={remote}
      fallback={(error, reset) => (
        <RemoteUnavailable
          remote={remote}
          error={error}
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
      </div>
    </RemoteErrorBoundary>
  );
}
