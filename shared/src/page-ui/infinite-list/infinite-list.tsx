import { useEffect, useRef } from 'react';
import { Button } from '@portal/shared';
import { scrollParentOf } from '../scroll-parent';
import { LIST_LOAD_OFFSET } from '../ui-defaults';
import { loadMoreRootMargin, loadMoreState, shouldLoadMore } from './load-trigger';
import './infinite-list.css';

export interface LoadMoreProps {
  hasMore: boolean;
  /** A further page is loading. */
  loading: boolean;
  /** The last further page failed: the button retries it. */
  failed: boolean;
  onLoadMore: () => void;
  /** Shown under a complete list. */
  endText?: string;
  offset?: number;
}

/**
 * The end of every infinite list (both remotes): asks for the next page when it comes within
 * 300 px of the visible area (spec §9 list load offset) — of the window or of the list's own
 * scrolling area — and says whether more is loading (加载中…), failed (加载失败，点击重试) or done
 * (没有更多了). Its button always works, so a list loads on without IntersectionObserver too.
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore, endText = '没有更多了', offset = LIST_LOAD_OFFSET }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoadMore);
  loadRef.current = onLoadMore;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || !hasMore || loading || failed) return undefined;
    // A new observer reports the current position at once, so a page that did not fill the
    // screen asks for the next one straight away (the old one would not fire again).
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        if (shouldLoadMore({ near, hasMore, loading, failed })) loadRef.current();
      },
      { root: scrollParentOf(element), rootMargin: loadMoreRootMargin(offset) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, offset]);

  const state = loadMoreState({ hasMore, loading, failed });
  return (
    <div ref={ref} className="pt-load-more" data-testid="load-more" data-state={state}>
      {state === 'loading' ? (
        <span className="pt-load-more__loading" role="status">
          <span className="pt-load-more__spinner" aria-hidden="true" />
          加载中…
        </span>
      ) : state === 'error' ? (
        <Button variant="ghost" size="sm" onClick={() => loadRef.current()} data-testid="load-more-retry">
          加载失败，点击重试
        </Button>
      ) : state === 'idle' ? (
        <Button variant="ghost" size="sm" onClick={() => loadRef.current()} data-testid="load-more-button">
          加载更多
        </Button>
      ) : (
        <span className="pt-load-more__end">{endText}</span>
      )}
    </div>
  );
}
