import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isRequestCancelled } from '@portal/shared';
import type { Paged } from '@portal/shared/types';

export interface PagedList<T> {
  items: T[];
  total: number;
  /** First page loading (nothing to show yet). */
  loading: boolean;
  /** A further page loading. */
  loadingMore: boolean;
  /** The first page failed (shown as an error panel); a failed further page only toasts. */
  error: string | null;
  moreError: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Reloads page 1 and replaces the list; resolves true when it worked. */
  reload: () => Promise<boolean>;
  setItems: (update: (items: T[]) => T[]) => void;
}

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : '加载失败，请稍后重试';
}

/**
 * A list read page by page (加载更多). Answers arriving for an older generation (after a reload)
 * are dropped, so a slow page 2 never lands on a fresh page 1.
 */
export function usePagedList<T, R extends Paged<T> = Paged<T>>(
  fetchPage: (page: number, pageSize: number) => Promise<R>,
  pageSize = 20,
  onPage?: (result: R, page: number) => void,
): PagedList<T> {
  const [items, setItemsState] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [moreError, setMoreError] = useState(false);
  const generation = useRef(0);
  const busy = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const onPageRef = useRef(onPage);
  onPageRef.current = onPage;

  const reload = useCallback(async () => {
    const gen = ++generation.current;
    busy.current = true;
    setError(null);
    setMoreError(false);
    try {
      const result = await fetchRef.current(1, pageSize);
      if (gen !== generation.current) return false;
      setItemsState(result.items ?? []);
      setTotal(result.total ?? 0);
      setPage(1);
      onPageRef.current?.(result, 1);
      return true;
    } catch (caught) {
      if (gen !== generation.current || isRequestCancelled(caught)) return false;
      setError(messageOf(caught));
      return false;
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, [pageSize]);

  useEffect(() => {
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  const hasMore = page > 0 && items.length < total;

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    const gen = generation.current;
    const next = page + 1;
    busy.current = true;
    setLoadingMore(true);
    setMoreError(false);
    fetchRef
      .current(next, pageSize)
      .then((result) => {
        if (gen !== generation.current) return;
        setItemsState((prev) => {
          const seen = new Set(
            prev.map((item) => (item as { id?: unknown; orderNo?: unknown }).id ?? (item as { orderNo?: unknown }).orderNo),
          );
          return prev.concat(
            (result.items ?? []).filter((item) => {
              const key = (item as { id?: unknown }).id ?? (item as { orderNo?: unknown }).orderNo;
              return key === undefined || !seen.has(key);
            }),
          );
        });
        setTotal(result.total ?? 0);
        setPage(next);
        onPageRef.current?.(result, next);
      })
      .catch((caught: unknown) => {
        if (gen !== generation.current || isRequestCancelled(caught)) return;
        setMoreError(true);
      })
      .finally(() => {
        if (gen !== generation.current) return;
        busy.current = false;
        setLoadingMore(false);
      });
  }, [hasMore, page, pageSize]);

  const setItems = useCallback((update: (items: T[]) => T[]) => setItemsState(update), []);

  return { items, total, loading, loadingMore, error, moreError, hasMore, loadMore, reload, setItems };
}
