import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

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
