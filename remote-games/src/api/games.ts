import {
  gameDetailKeys,
  infiniteQueryOptions,
  keepPreviousData,
  nextPageOf,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@portal/shared/query';
import { getGameDetail, getGameList, useAuth, type GameSort } from '@portal/shared';

/** Game lists and details (POST /web/game/list, /web/game/detail). */
export const GAME_PAGE_SIZE = 20;

export interface GameListFilter {
  category?: number | undefined;
  keyword?: string | undefined;
  sort: GameSort;
}

export const gameKeys = {
  all: ['games'] as const,
  list: (filter: GameListFilter) => ['games', 'list', filter] as const,
  shelf: (sort: GameSort, size: number) => ['games', 'shelf', sort, size] as const,
  // `owned` depends on who asks, so the user is part of the key.
  detail: gameDetailKeys.detail,
};

/** A game list, page by page: the list page's query and its server prefetch. */
export function gameListQuery(filter: GameListFilter) {
  return infiniteQueryOptions({
    queryKey: gameKeys.list(filter),
    queryFn: ({ pageParam }) =>
      getGameList({
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.keyword ? { keyword: filter.keyword } : {}),
        sort: filter.sort,
        page: pageParam,
        pageSize: GAME_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useGameList(filter: GameListFilter, enabled = true) {
  return useInfiniteQuery({ ...gameListQuery(filter), enabled });
}

/** The first `size` games by hot or new: the home page's shelves and featured carousel. */
export function gameShelfQuery(sort: GameSort, size: number) {
  return queryOptions({
    queryKey: gameKeys.shelf(sort, size),
    queryFn: () => getGameList({ sort, page: 1, pageSize: size }),
  });
}

export function useGameShelf(sort: GameSort, size: number) {
  return useQuery({
    ...gameShelfQuery(sort, size),
    select: (result) => result.items,
    placeholderData: keepPreviousData,
  });
}

/** One game as `uid` sees it (`owned` depends on who asks). */
export function gameDetailQuery(id: number, uid: string) {
  return queryOptions({
    queryKey: gameKeys.detail(id, uid),
    queryFn: () => getGameDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useGameDetail(id: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery(gameDetailQuery(id, uid));
}
