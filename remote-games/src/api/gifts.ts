import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, nextPageOf } from '@portal/shared/query';
import {
  ResultCode,
  claimGift,
  getAllGifts,
  isApiError,
  getGiftList,
  getMyGifts,
  useAuth,
  type GiftClaimResult,
  type GiftPack,
  type Paged,
} from '@portal/shared';

/**
 * Gift packs: a game's packs (detail), every game's packs (welfare), my codes (gifts), and the
 * claim. `claimedCode` depends on who asks, so the user is part of every key.
 */
export const GIFT_PAGE_SIZE = 20;

export const giftKeys = {
  all: ['gifts'] as const,
  ofGame: (gameId: number, uid: string) => ['gifts', 'game', gameId, uid] as const,
  everyGame: (uid: string) => ['gifts', 'all', uid] as const,
  mine: (uid: string) => ['gifts', 'mine', uid] as const,
};

/** A game's gift packs as `uid` sees them (claimed or not). */
export function gameGiftsQuery(gameId: number, uid: string) {
  return queryOptions({
    queryKey: giftKeys.ofGame(gameId, uid),
    queryFn: () => getGiftList(gameId),
    enabled: Number.isInteger(gameId) && gameId > 0,
  });
}

export function useGameGifts(gameId: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery(gameGiftsQuery(gameId, uid));
}

export function useAllGifts() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: giftKeys.everyGame(uid),
    queryFn: ({ pageParam }) => getAllGifts(pageParam, GIFT_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useMyGifts() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: giftKeys.mine(uid),
    queryFn: ({ pageParam }) => getMyGifts(pageParam, GIFT_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: uid !== '',
  });
}

/** The pack as it is after this claim: the code is the caller's, and a new claim takes one from the pool. */
export function withClaim(pack: GiftPack, result: GiftClaimResult): GiftPack {
  if (pack.id !== result.giftId) return pack;
  const remaining = result.newlyClaimed && pack.claimedCode === null ? Math.max(0, pack.remaining - 1) : pack.remaining;
  return { ...pack, claimedCode: result.code, remaining };
}

/** A pack whose pool the server says is empty. */
export function withEmptyPool(pack: GiftPack, giftId: number): GiftPack {
  return pack.id === giftId ? { ...pack, remaining: 0 } : pack;
}

type GiftCache = GiftPack[] | InfiniteData<Paged<GiftPack>> | undefined;

function updatePacks(data: GiftCache, update: (pack: GiftPack) => GiftPack): GiftCache {
  if (!data) return data;
  if (Array.isArray(data)) return data.map(update);
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) };
}

export function useClaimGift() {
  const client = useQueryClient();
  const uid = useAuth((s) => s.account.uid);
  const patch = (update: (pack: GiftPack) => GiftPack) => {
    client.setQueriesData<GiftCache>({ queryKey: ['gifts', 'game'] }, (data) => updatePacks(data, update));
    client.setQueriesData<GiftCache>({ queryKey: ['gifts', 'all'] }, (data) => updatePacks(data, update));
  };
  return useMutation({
    mutationFn: (giftId: number) => claimGift(giftId),
    onSuccess: (result) => {
      patch((pack) => withClaim(pack, result));
      void client.invalidateQueries({ queryKey: giftKeys.mine(uid) });
    },
    onError: (error, giftId) => {
      if (isApiError(error) && error.code === ResultCode.giftPoolEmpty) patch((pack) => withEmptyPool(pack, giftId));
    },
  });
}
