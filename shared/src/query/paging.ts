import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '@portal/shared';
import type { Paged } from '@portal/shared/types';

/** The page after `last`, or undefined when `last` was the final one (useInfiniteQuery's getNextPageParam). */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  if (!last.items || last.items.length === 0) return undefined;
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/**
 * The items of every loaded page, each once: pages can overlap when the list changes between two
 * requests (a new ledger entry pushes the rest one place down).
 */
export function itemsOf<T>(data: InfiniteData<Paged<T>> | undefined, keyOf: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items ?? []) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/**
 * Pull-to-refresh of an infinite list: drop every page but the first, then refetch it, so a
 * refresh costs one request and the list starts again from the top. Rejects when the refetch
 * failed, so the pull-refresh shows no 刷新成功.
 */
export async function refreshFirstPage(client: QueryClient, queryKey: QueryKey): Promise<void> {
  client.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await client.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
}

/** The message to show for a failed load or submit. */
export function errorMessage(error: unknown, fallback = '加载失败，请稍后重试'): string {
  return isApiError(error) || error instanceof Error ? error.message || fallback : fallback;
}
