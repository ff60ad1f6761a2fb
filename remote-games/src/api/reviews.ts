import { apiDelete, apiGet, apiPost, asJson, useAuth } from '@portal/shared';
import { nextPageOf, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import type { GameRating, HelpfulResult, Review, ReviewPage, ReviewSort, SaveReviewRequest } from '@portal/shared/types';

/**
 * Ratings and reviews of a game (issue 18; GET /v1/game/{id}/rating, /review/list, POST /review,
 * POST|DELETE /v1/review/{id}/helpful, POST /v1/review/{id}/report). Everything that depends on
 * who asks (mine, helpful, canReview) has the uid in its key; all start with 'reviews' and the game.
 */
export const REVIEW_PAGE_SIZE = 20;

export const reviewKeys = {
  all: ['reviews'] as const,
  game: (gameId: number) => ['reviews', gameId] as const,
  rating: (gameId: number, uid: string) => ['reviews', gameId, 'rating', uid] as const,
  list: (gameId: number, sort: ReviewSort, uid: string, pageSize: number) => ['reviews', gameId, 'list', sort, uid, pageSize] as const,
};

export const reviewsApi = {
  rating: (gameId: number) => apiGet<GameRating>(`/v1/game/${gameId}/rating`),
  list: (gameId: number, sort: ReviewSort, page: number, pageSize = REVIEW_PAGE_SIZE) =>
    apiGet<ReviewPage>(`/v1/game/${gameId}/review/list`, { sort, page, pageSize }),
  save: (gameId: number, request: SaveReviewRequest) => apiPost<Review>(`/v1/game/${gameId}/review`, asJson({ ...request })),
  helpful: (reviewId: number, helpful: boolean) =>
    helpful ? apiPost<HelpfulResult>(`/v1/review/${reviewId}/helpful`) : apiDelete<HelpfulResult>(`/v1/review/${reviewId}/helpful`),
  report: (reviewId: number) => apiPost<{ reported: boolean }>(`/v1/review/${reviewId}/report`),
};

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useGameRating(gameId: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({ queryKey: reviewKeys.rating(gameId, uid), queryFn: () => reviewsApi.rating(gameId), enabled: validId(gameId) });
}

export function useReviewList(gameId: number, sort: ReviewSort, pageSize = REVIEW_PAGE_SIZE) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: reviewKeys.list(gameId, sort, uid, pageSize),
    queryFn: ({ pageParam }) => reviewsApi.list(gameId, sort, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: validId(gameId),
  });
}

/** Writes or edits the player's review; the score, the distribution and the lists are read again. */
export function useSaveReview(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveReviewRequest) => reviewsApi.save(gameId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.game(gameId) }),
  });
}

/** 有用: the count changes in every list that shows the review. */
export function useHelpful(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: number; helpful: boolean }) => reviewsApi.helpful(reviewId, helpful),
    onSuccess: (result, { reviewId }) => {
      client.setQueriesData<{ pages: ReviewPage[]; pageParams: unknown[] }>({ queryKey: reviewKeys.game(gameId) }, (data) =>
        data?.pages
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((review) => (review.id === reviewId ? { ...review, ...result } : review)),
              })),
            }
          : data,
      );
    },
  });
}
