import { apiDelete, apiGet, apiPost, useAuth } from '@portal/shared';
import { nextPageOf, useInfiniteQuery, useMutation, useQueryClient } from '@portal/shared/query';
import type { HistoryEntry, Paged, SubscriptionEntry } from '@portal/shared/types';
import { readingKeys } from './keys';

/** The player's shelf (书架 / 我的订阅) and read history. */
export const SHELF_PAGE_SIZE = 20;
const BASE = '/v1/reading';

export const getHistory = (page: number, pageSize = SHELF_PAGE_SIZE) => apiGet<Paged<HistoryEntry>>(`${BASE}/history`, { page, pageSize });
export const deleteHistory = (bookId: number) => apiDelete<null>(`${BASE}/history/${bookId}`);
export const clearHistory = () => apiDelete<null>(`${BASE}/history`);
export const getSubscriptions = (page: number, pageSize = SHELF_PAGE_SIZE) =>
  apiGet<Paged<SubscriptionEntry>>(`${BASE}/subscription/list`, { page, pageSize });
export const subscribe = (bookId: number) => apiPost<null>(`${BASE}/subscription/${bookId}`);
export const unsubscribe = (bookId: number) => apiDelete<null>(`${BASE}/subscription/${bookId}`);

export function useHistory() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: readingKeys.history(uid),
    queryFn: ({ pageParam }) => getHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: uid !== '',
    staleTime: 0,
  });
}

export function useSubscriptions() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: readingKeys.subscriptions(uid),
    queryFn: ({ pageParam }) => getSubscriptions(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: uid !== '',
    staleTime: 0,
  });
}

export function useDeleteHistory() {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: (bookId: number | 'all') => (bookId === 'all' ? clearHistory() : deleteHistory(bookId)),
    onSuccess: () => client.invalidateQueries({ queryKey: readingKeys.history(uid) }),
  });
}

export function useSubscription(bookId: number) {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: (next: boolean) => (next ? subscribe(bookId) : unsubscribe(bookId)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: readingKeys.book(bookId, uid) }),
        client.invalidateQueries({ queryKey: readingKeys.subscriptions(uid) }),
      ]),
  });
}
