import { apiDelete, apiGet, apiPost, asJson, useAuth } from '@portal/shared';
import { nextPageOf, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import type { Collection, CollectionCard, CollectionLikeResult, CollectionSort, CollectionWrite, Paged } from '@portal/shared/types';

/** Collections (游戏单, issue 18): lists, one collection, create / edit / delete, like. */
export const COLLECTION_PAGE_SIZE = 20;

export const collectionKeys = {
  all: ['collections'] as const,
  list: (sort: CollectionSort) => ['collections', 'list', sort] as const,
  mine: (uid: string) => ['collections', 'mine', uid] as const,
  featured: (uid: string) => ['collections', 'featured', uid] as const,
  one: (id: number, uid: string) => ['collections', 'one', id, uid] as const,
};

export function usePublicCollections(sort: CollectionSort, enabled = true) {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(sort),
    queryFn: ({ pageParam }) => apiGet<Paged<CollectionCard>>('/v1/collections', { sort, page: pageParam, pageSize: COLLECTION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}

export function useMyCollections(enabled = true) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: collectionKeys.mine(uid),
    queryFn: ({ pageParam }) => apiGet<Paged<CollectionCard>>('/v1/collections/mine', { page: pageParam, pageSize: COLLECTION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: enabled && uid !== '',
  });
}

export function featuredCollectionQuery(uid: string) {
  return queryOptions({ queryKey: collectionKeys.featured(uid), queryFn: () => apiGet<Collection | null>('/v1/collections/featured') });
}

export function useFeaturedCollection() {
  const uid = useAuth((s) => s.account.uid);
  return useQuery(featuredCollectionQuery(uid));
}

export function useCollection(id: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: collectionKeys.one(id, uid),
    queryFn: () => apiGet<Collection>(`/v1/collections/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Create (no id) or replace (id) a collection; every collection list is refreshed after. */
export function useSaveCollection(id: number | null) {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionWrite) =>
      apiPost<Collection>(id === null ? '/v1/collections' : `/v1/collections/${id}`, asJson({ ...body })),
    onSuccess: (saved) => {
      client.setQueryData(collectionKeys.one(saved.id, uid), saved);
      void client.invalidateQueries({ queryKey: ['collections', 'list'] });
      void client.invalidateQueries({ queryKey: collectionKeys.mine(uid) });
      void client.invalidateQueries({ queryKey: collectionKeys.featured(uid) });
    },
  });
}

export function useDeleteCollection(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<null>(`/v1/collections/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

export function useLikeCollection(id: number) {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      like ? apiPost<CollectionLikeResult>(`/v1/collections/${id}/like`) : apiDelete<CollectionLikeResult>(`/v1/collections/${id}/like`),
    onSuccess: (result) => {
      client.setQueryData<Collection>(collectionKeys.one(id, uid), (old) => (old ? { ...old, ...result } : old));
      void client.invalidateQueries({ queryKey: ['collections', 'list'] });
    },
  });
}
