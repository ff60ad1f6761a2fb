import { apiDelete, apiGet, apiPost, asJson, isRequestCancelled, toast, useAuth } from '@portal/shared';
import { errorMessage, useInfiniteQuery, useMutation, useQueryClient } from '@portal/shared/query';
import type { Comment, DeletedResult, LikeResult, MyComment, SquarePage, SquareSort } from '@portal/shared/types';
import { type LikeState, optimisticLike, rolledBack } from '../lib/like-state';
import { currentComment, patchComment, patchPost } from '../lib/post-cache';
import { FIRST_PAGE, nextSquarePage, pageQuery, type SquarePageParam } from '../lib/square-paging';
import { squareKeys } from './keys';

/** Comments and replies of a post (spec §7 Square). */
export const COMMENT_PAGE_SIZE = 20;
export const REPLY_PAGE_SIZE = 10;

export const commentsApi = {
  list: (postId: number, sort: SquareSort, param: SquarePageParam) =>
    apiGet<SquarePage<Comment>>(`/v1/square/post/${postId}/comment/list`, { ...pageQuery(param, COMMENT_PAGE_SIZE), sort }),
  replies: (postId: number, commentId: number, param: SquarePageParam) =>
    apiGet<SquarePage<Comment>>(`/v1/square/post/${postId}/comment/${commentId}/list`, pageQuery(param, REPLY_PAGE_SIZE)),
  create: (postId: number, content: string, replyCommentId: number | null) =>
    apiPost<Comment>(`/v1/square/post/${postId}/comment`, asJson({ content, replyCommentId })),
  remove: (commentId: number) => apiDelete<DeletedResult>(`/v1/square/comment/${commentId}`),
  like: (commentId: number) => apiPost<LikeResult>(`/v1/square/comment/${commentId}/like`),
  unlike: (commentId: number) => apiDelete<LikeResult>(`/v1/square/comment/${commentId}/like`),
  mine: (param: SquarePageParam) =>
    apiGet<SquarePage<MyComment>>('/v1/square/comment/me', { ...pageQuery(param, COMMENT_PAGE_SIZE), sort: 2 }),
};

export function useComments(postId: number, sort: SquareSort) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: squareKeys.commentList(postId, sort, uid),
    queryFn: ({ pageParam }) => commentsApi.list(postId, sort, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextSquarePage,
  });
}

/** A comment's replies, oldest first, asked for only when the user opens them (展开). */
export function useReplies(postId: number, commentId: number, enabled: boolean) {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: squareKeys.replies(postId, commentId, uid),
    queryFn: ({ pageParam }) => commentsApi.replies(postId, commentId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextSquarePage,
    enabled,
  });
}

/** 我的评论 (spec §9: sort 2), read fresh each visit. */
export function useMyComments() {
  const uid = useAuth((s) => s.account.uid);
  return useInfiniteQuery({
    queryKey: squareKeys.myComments(uid),
    queryFn: ({ pageParam }) => commentsApi.mine(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextSquarePage,
    staleTime: 0,
    gcTime: 0,
  });
}

export interface NewComment {
  content: string;
  /** The comment or reply answered; null for a comment on the post. */
  replyCommentId: number | null;
}

/**
 * Writes a comment or a reply. The post's count goes up, and the list that shows the new entry
 * (the post's comments, or the replies of its root comment) is read again.
 */
export function useCreateComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, replyCommentId }: NewComment) => commentsApi.create(postId, content, replyCommentId),
    onSuccess: (comment) => {
      patchPost(client, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
      if (comment.rootCommentId !== null) {
        const rootId = comment.rootCommentId;
        patchComment(client, rootId, (root) => ({ ...root, replyCount: root.replyCount + 1 }));
        void client.invalidateQueries({
          queryKey: squareKeys.commentsOf(postId),
          predicate: (q) => q.queryKey[3] === 'replies' && q.queryKey[4] === rootId,
        });
      } else {
        void client.invalidateQueries({ queryKey: squareKeys.commentsOf(postId), predicate: (q) => q.queryKey[3] === 'list' });
      }
      void client.invalidateQueries({ queryKey: squareKeys.myCommentLists });
    },
  });
}

interface LikeContext {
  before: LikeState;
  optimistic: LikeState;
}

const likeOf = (state: LikeState): LikeState => ({ liked: state.liked, likeCount: state.likeCount });

/** Like / unlike a comment or reply: optimistic, with the previous state back on a refusal. */
export function useLikeComment() {
  const client = useQueryClient();
  return useMutation<LikeResult, unknown, { commentId: number; liked: boolean }, LikeContext | undefined>({
    mutationFn: ({ commentId, liked }) => (liked ? commentsApi.like(commentId) : commentsApi.unlike(commentId)),
    onMutate: async ({ commentId, liked }) => {
      const comment = currentComment(client, commentId);
      if (!comment) return undefined;
      const before = likeOf(comment);
      const optimistic = optimisticLike(before, liked);
      patchComment(client, commentId, (c) => ({ ...c, ...optimistic }));
      return { before, optimistic };
    },
    onSuccess: (result, { commentId }) =>
      patchComment(client, commentId, (c) => ({ ...c, liked: result.liked, likeCount: result.likeCount })),
    onError: (caught, { commentId }, context) => {
      if (context) patchComment(client, commentId, (c) => ({ ...c, ...rolledBack(likeOf(c), context.optimistic, context.before) }));
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '点赞失败，请稍后重试'));
    },
  });
}

/** Deletes my comment or reply; the post's lists are read again (a root takes its replies with it). */
export function useDeleteComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => commentsApi.remove(comment.id),
    onSuccess: () => {
      toast.success('评论已删除');
      void client.invalidateQueries({ queryKey: squareKeys.commentsOf(postId) });
      void client.invalidateQueries({ queryKey: squareKeys.posts, predicate: (q) => q.queryKey[2] === postId });
      void client.invalidateQueries({ queryKey: squareKeys.myCommentLists });
    },
    onError: (caught) => {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '删除失败，请稍后重试'));
    },
  });
}
