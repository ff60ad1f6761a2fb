import { apiDelete, apiGet, apiPost, isRequestCancelled, toast, useAuth } from '@portal/shared';
import { errorMessage, infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import type { DeletedResult, LikeResult, Post, SquarePage } from '@portal/shared/types';
import { type LikeState, optimisticLike, rolledBack } from '../lib/like-state';
import { currentPost, patchPost, removePosts } from '../lib/post-cache';
import { FIRST_PAGE, nextSquarePage, pageQuery, type SquarePageParam } from '../lib/square-paging';
import { type FeedFilter, squareKeys } from './keys';

/** Posts: the feeds, one post, like and delete (spec §7 Square, prefix /api/v1/square). */
export const FEED_PAGE_SIZE = 10;

export const postsApi = {
  list: (filter: Exclude<FeedFilter, { kind: 'follow' }>, param: SquarePageParam) =>
    apiGet<SquarePage<Post>>('/v1/square/post/list', {
      ...pageQuery(param, FEED_PAGE_SIZE),
      sort: filter.sort,
      ...(filter.kind === 'tag' ? { tagId: filter.tagId } : {}),
      ...(filter.kind === 'topic' ? { topic: filter.topic } : {}),
    }),
  follow: (param: SquarePageParam) => apiGet<SquarePage<Post>>('/v1/square/post/follow', pageQuery(param, FEED_PAGE_SIZE)),
  mine: (param: SquarePageParam) => apiGet<SquarePage<Post>>('/v1/square/post/me', { ...pageQuery(param, FEED_PAGE_SIZE), sort: 2 }),
  get: (id: number) => apiGet<Post>(`/v1/square/post/${id}`),
  remove: (id: number) => apiDelete<DeletedResult>(`/v1/square/post/${id}`),
  like: (id: number) => apiPost<LikeResult>(`/v1/square/post/${id}/like`),
  unlike: (id: number) => apiDelete<LikeResult>(`/v1/square/post/${id}/like`),
};

/** A feed, page after page (推荐, a tag, a #话题#, or 关注 — the last only for a logged-in user). */
/** A feed as `uid` sees it (liked or not), page by page. */
export function feedQuery(filter: FeedFilter, uid: string) {
  return infiniteQueryOptions({
    queryKey: squareKeys.feed(filter, uid),
    queryFn: ({ pageParam }) => (filter.kind === 'follow' ? postsApi.follow(pageParam) : postsApi.list(filter, pageParam)),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextSquarePage,
  });
}

export function useFeed(filter: FeedFilter, enabled = true) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({ ...feedQuery(filter, uid), enabled });
}

/** 我的帖子 (spec §9: sort 2). Read fresh each visit: the page is not kept alive. */
export function useMyPosts() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: squareKeys.myPosts(uid),
    queryFn: ({ pageParam }) => postsApi.mine(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextSquarePage,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePost(id: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({ queryKey: squareKeys.post(id, uid), queryFn: () => postsApi.get(id), enabled: Number.isInteger(id) && id > 0 });
}

interface LikeContext {
  before: LikeState;
  optimistic: LikeState;
}

const likeOf = (state: LikeState): LikeState => ({ liked: state.liked, likeCount: state.likeCount });

/**
 * Like / unlike a post: shown at once everywhere the post is on screen, then set to the server's
 * count; a refusal puts the previous state back and says why.
 */
export function useLikePost() {
  const client = useQueryClient();
  return useMutation<LikeResult, unknown, { postId: number; liked: boolean }, LikeContext | undefined>({
    mutationFn: ({ postId, liked }) => (liked ? postsApi.like(postId) : postsApi.unlike(postId)),
    onMutate: async ({ postId, liked }) => {
      const post = currentPost(client, postId);
      if (!post) return undefined;
      const before = likeOf(post);
      const optimistic = optimisticLike(before, liked);
      patchPost(client, postId, (p) => ({ ...p, ...optimistic }));
      return { before, optimistic };
    },
    onSuccess: (result, { postId }) => patchPost(client, postId, (p) => ({ ...p, liked: result.liked, likeCount: result.likeCount })),
    onError: (caught, { postId }, context) => {
      if (context) patchPost(client, postId, (p) => ({ ...p, ...rolledBack(likeOf(p), context.optimistic, context.before) }));
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '点赞失败，请稍后重试'));
    },
  });
}

/** Deletes my post: gone from every list at once, and its page is left by the caller. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => postsApi.remove(postId),
    onSuccess: (_result, postId) => {
      removePosts(client, (post) => post.id === postId);
      // Marked stale, not removed: the page showing it is about to leave, and must not flash 不存在 first.
      void client.invalidateQueries({ queryKey: squareKeys.posts, predicate: (q) => q.queryKey[2] === postId, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: squareKeys.myCommentLists });
      toast.success('帖子已删除');
    },
    onError: (caught) => {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '删除失败，请稍后重试'));
    },
  });
}
