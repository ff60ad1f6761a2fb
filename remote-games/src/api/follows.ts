import { apiDelete, apiGet, apiPost, useAuth } from '@portal/shared';
import { nextPageOf, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import type { FollowedGame, FollowState, GameVersion, Paged } from '@portal/shared/types';

/** Following a game and its update log (issue 18). */
export const FOLLOW_PAGE_SIZE = 20;
export const VERSION_PAGE_SIZE = 5;

export const followKeys = {
  state: (gameId: number, uid: string) => ['follows', 'state', gameId, uid] as const,
  mine: (uid: string) => ['follows', 'mine', uid] as const,
  versions: (gameId: number) => ['follows', 'versions', gameId] as const,
};

export function useFollowState(gameId: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: followKeys.state(gameId, uid),
    queryFn: () => apiGet<FollowState>(`/v1/games/${gameId}/follow`),
    enabled: Number.isInteger(gameId) && gameId > 0,
  });
}

export function useToggleFollow(gameId: number) {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow ? apiPost<FollowState>(`/v1/games/${gameId}/follow`) : apiDelete<FollowState>(`/v1/games/${gameId}/follow`),
    onSuccess: (state) => {
      client.setQueryData(followKeys.state(gameId, uid), state);
      void client.invalidateQueries({ queryKey: followKeys.mine(uid) });
    },
  });
}

export function useFollowedGames() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: followKeys.mine(uid),
    queryFn: ({ pageParam }) => apiGet<Paged<FollowedGame>>('/v1/games/followed', { page: pageParam, pageSize: FOLLOW_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: uid !== '',
  });
}

export function useVersionLog(gameId: number) {
  return useInfiniteQuery({
    queryKey: followKeys.versions(gameId),
    queryFn: ({ pageParam }) =>
      apiGet<Paged<GameVersion>>(`/v1/games/${gameId}/versions`, { page: pageParam, pageSize: VERSION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Number.isInteger(gameId) && gameId > 0,
  });
}
