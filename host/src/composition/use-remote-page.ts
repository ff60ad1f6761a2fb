import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemotePage, resetRemote } from './federation';

export type RemotePageState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: Error };

/**
 * Loads a remote's page and exposes a retry. Unlike React.lazy, a failure is not remembered:
 * retry makes the runtime forget the remote and fetch it again.
 */
export function useRemotePage(remote: string, module: string): { state: RemotePageState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemotePageState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage(remote, module).then(
      (Page) => current && setState({ status: 'ready', Page }),
      (error: unknown) => {
        if (!current) return;
        console.error(`[portal] ${remote} 加载失败`, error);
        setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return { state, retry };
}
