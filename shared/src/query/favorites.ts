import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, useAuth } from '@portal/shared';
import type { FavoriteChange, FavoriteItem, FavoriteKind, FavoriteStatus, Paged } from '@portal/shared/types';
import { nextPageOf } from './paging';

/**
 * Favourites (issue 14): the calls under /api/favorite and their queries, here because three
 * remotes use them — the game detail (remote-games), the book info (remote-reading) and the
 * favourites page (remote-account) — and a change in one must refresh the others' lists.
 */
export const FAVORITE_PAGE_SIZE = 20;

export const favoritesApi = {
  add: (kind: FavoriteKind, id: number) => apiPost<FavoriteChange>('/favorite/add', { kind, id, __json: true }),
  remove: (kind: FavoriteKind, id: number) => apiPost<FavoriteChange>('/favorite/remove', { kind, id, __json: true }),
  list: (kind: FavoriteKind, page: number, pageSize = FAVORITE_PAGE_SIZE) =>
    apiGet<Paged<FavoriteItem>>('/favorite/list', { kind, page, pageSize }),
  status: (kind: FavoriteKind, ids: readonly number[]) => apiGet<FavoriteStatus>('/favorite/status', { kind, ids: ids.join(',') }),
};

export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (kind: FavoriteKind, uid: string) => ['favorites', 'list', kind, uid] as const,
  status: (kind: FavoriteKind, id: number, uid: string) => ['favorites', 'status', kind, id, uid] as const,
};

/** My favourites of one kind, newest first, page by page. */
export function useFavoriteList(kind: FavoriteKind) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: favoriteKeys.list(kind, uid),
    queryFn: ({ pageParam }) => favoritesApi.list(kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: uid !== '',
    staleTime: 0,
  });
}

/** Whether I favourited this game or book (false for a visitor, without asking). */
export function useFavoriteStatus(kind: FavoriteKind, id: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: favoriteKeys.status(kind, id, uid),
    queryFn: async () => (await favoritesApi.status(kind, [id])).ids.includes(id),
    enabled: uid !== '' && id > 0,
  });
}

/** Favourite or unfavourite; the button shows the new state at once and the lists refresh. */
export function useSetFavorite(kind: FavoriteKind) {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  return useMutation({
    mutationFn: ({ id, favorited }: { id: number; favorited: boolean }) =>
      favorited ? favoritesApi.add(kind, id) : favoritesApi.remove(kind, id),
    onMutate: ({ id, favorited }) => {
      const key = favoriteKeys.status(kind, id, uid);
      const before = client.getQueryData<boolean>(key);
      client.setQueryData(key, favorited);
      return { before };
    },
    onError: (_error, { id }, context) => client.setQueryData(favoriteKeys.status(kind, id, uid), context?.before),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: favoriteKeys.status(kind, id, uid) }),
        client.invalidateQueries({ queryKey: favoriteKeys.list(kind, uid) }),
      ]),
  });
}
