import { useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import { loadRemotePage, resetRemote } from './federation';
import { ReadyPagesContext } from './ready-pages';

export type RemotePageState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: Error };

/**
 * Loads a remote's page and exposes a retry. Unlike React.lazy, a failure is not remembered:
 * retry makes the runtime forget the remote and fetch it again. A page already loaded (see
 * ready-pages.ts) renders at once: hydration and the server's render need it in the first render.
 */
export function useRemotePage(remote: string, module: string): { state: RemotePageState; retry: () => void } {
  const readyPage = useContext(ReadyPagesContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemotePageState>(() => {
    const Page = readyPage(remote, module);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });

  useEffect(() => {
    const ready = attempt === 0 ? readyPage(remote, module) : undefined;
    if (ready) {
      setState((now) => (now.status === 'ready' && now.Page === ready ? now : { status: 'ready', Page: ready }));
      return;
    }
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
  }, [remote, module, attempt, readyPage]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return { state, retry };
}
