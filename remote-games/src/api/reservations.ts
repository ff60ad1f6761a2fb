import { apiDelete, apiGet, apiPost, useAuth } from '@portal/shared';
import {
  infiniteQueryOptions,
  nextPageOf,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@portal/shared/query';
import type { Paged, ReservableGame, ReservationBadge, ReservationState } from '@portal/shared/types';

/** Pre-registration (预约, issue 18): a game's state, reserve / un-reserve, the lists (GET /v1/…). */
export const RESERVATION_PAGE_SIZE = 20;

export const reservationKeys = {
  all: ['reservations'] as const,
  state: (gameId: number, uid: string) => ['reservations', 'state', gameId, uid] as const,
  upcoming: (uid: string) => ['reservations', 'upcoming', uid] as const,
  mine: (uid: string) => ['reservations', 'mine', uid] as const,
};

export const getReservation = (gameId: number) => apiGet<ReservationState>(`/v1/games/${gameId}/reservation`);
export const reserveGame = (gameId: number) => apiPost<ReservationState>(`/v1/games/${gameId}/reservation`);
export const unreserveGame = (gameId: number) => apiDelete<ReservationState>(`/v1/games/${gameId}/reservation`);
export const markLaunchesSeen = () => apiPost<ReservationBadge>('/v1/reservations/seen');

/** A game's pre-registration state as `uid` sees it. */
export function reservationQuery(gameId: number, uid: string) {
  return queryOptions({
    queryKey: reservationKeys.state(gameId, uid),
    queryFn: () => getReservation(gameId),
    enabled: Number.isInteger(gameId) && gameId > 0,
  });
}

export function useReservation(gameId: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery(reservationQuery(gameId, uid));
}

/** 预约 / 取消预约: the answer is the new state; every list that shows it is refreshed. */
export function useToggleReservation(gameId: number) {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reserve: boolean) => (reserve ? reserveGame(gameId) : unreserveGame(gameId)),
    onSuccess: (state) => {
      client.setQueryData(reservationKeys.state(gameId, uid), state);
      void client.invalidateQueries({ queryKey: reservationKeys.upcoming(uid) });
      void client.invalidateQueries({ queryKey: reservationKeys.mine(uid) });
    },
  });
}

export function useUpcomingGames() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery(upcomingGamesQuery(uid));
}

/** The games to launch next, as `uid` sees them (whether each is reserved). */
export function upcomingGamesQuery(uid: string) {
  return infiniteQueryOptions({
    queryKey: reservationKeys.upcoming(uid),
    queryFn: ({ pageParam }) => apiGet<Paged<ReservableGame>>('/v1/games/upcoming', { page: pageParam, pageSize: RESERVATION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useMyReservations(enabled: boolean) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: reservationKeys.mine(uid),
    queryFn: ({ pageParam }) =>
      apiGet<Paged<ReservableGame>>('/v1/reservations/mine', { page: pageParam, pageSize: RESERVATION_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: enabled && uid !== '',
  });
}
