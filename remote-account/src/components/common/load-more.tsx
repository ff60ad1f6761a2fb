import { useEffect, useRef } from 'react';
import { Button, LIST_LOAD_OFFSET } from '@portal/shared';

/** Spec §9 list load offset 300: the next page starts loading 300 px before the end is seen. */

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Shown under a complete, non-empty list. */
  doneText?: string;
}

/** 加载更多: a button (always works) plus an IntersectionObserver that presses it for the user. */
export function LoadMore({ hasMore, loading, failed, onLoadMore, doneText = '没有更多了' }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || failed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${LIST_LOAD_OFFSET}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, failed, loading]);

  return (
    <div ref={ref} className="pa-load-more" data-testid="load-more">
      {hasMore ? (
        <Button variant="ghost" size="sm" onClick={onLoadMore} disabled={loading}>
          {loading ? '加载中…' : failed ? '加载失败，点击重试' : '加载更多'}
        </Button>
      ) : (
        <span className="pa-load-more__done">{doneText}</span>
      )}
    </div>
  );
}
