import { useEffect, useRef } from 'react';
import { loadMoreRootMargin, shouldLoadMore } from '../lib/infinite-load';
import { scrollParentOf } from '@portal/shared';
import './infinite-sentinel.css';

/**
 * The end of an infinite list: asks for the next page when it comes within 300 px of the
 * visible area (spec §9 list load offset), and says whether more is loading, failed or done.
 */
export interface InfiniteSentinelProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  endText?: string;
}

export function InfiniteSentinel({ hasMore, loading, failed, onLoadMore, endText = '没有更多了' }: InfiniteSentinelProps) {
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
        if (shouldLoadMore({ near, hasNextPage: hasMore, fetching: loading, failed })) loadRef.current();
      },
      { root: scrollParentOf(element), rootMargin: loadMoreRootMargin() },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  return (
    <div
      ref={ref}
      className="pg-sentinel"
      data-testid="load-more-sentinel"
      data-state={loading ? 'loading' : failed ? 'error' : hasMore ? 'idle' : 'end'}
    >
      {loading ? (
        <>
          <span className="pg-spinner" aria-hidden="true" />
          <span>加载中…</span>
        </>
      ) : failed ? (
        <button type="button" className="pg-sentinel__retry" onClick={() => loadRef.current()}>
          加载失败，点击重试
        </button>
      ) : hasMore ? null : (
        <span className="pg-sentinel__end">{endText}</span>
      )}
    </div>
  );
}
