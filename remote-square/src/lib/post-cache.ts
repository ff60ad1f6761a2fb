import type { InfiniteData, QueryClient } from '@portal/shared/query';
import type { Comment, Post, SquarePage } from '@portal/shared/types';
import { squareKeys } from '../api/keys';
import { mapPages, removeFromPages } from './square-paging';

/**
 * One post appears in several caches at once (推荐, its tag's tab, a topic feed, 关注, 我的帖子 and
 * its own detail). A like, a follow or a delete changes it in all of them, so the page never shows
 * two counts for one post.
 */
type PostPages = InfiniteData<SquarePage<Post>>;

export function patchPosts(client: QueryClient, match: (post: Post) => boolean, patch: (post: Post) => Post): void {
  const apply = (post: Post) => (match(post) ? patch(post) : post);
  client.setQueriesData<PostPages>({ queryKey: squareKeys.postLists }, (data) => mapPages(data, apply));
  client.setQueriesData<Post>({ queryKey: squareKeys.posts }, (post) => (post ? apply(post) : post));
}

export function patchPost(client: QueryClient, postId: number, patch: (post: Post) => Post): void {
  patchPosts(client, (post) => post.id === postId, patch);
}

/** Takes posts out of every list (deleted, or their author blocked). */
export function removePosts(client: QueryClient, match: (post: Post) => boolean): void {
  client.setQueriesData<PostPages>({ queryKey: squareKeys.postLists }, (data) => removeFromPages(data, match));
}

/** The like state of a post as a cache holds it now (the first it finds), for a rollback. */
export function currentPost(client: QueryClient, postId: number): Post | undefined {
  for (const [, data] of client.getQueriesData<Post>({ queryKey: squareKeys.posts })) if (data?.id === postId) return data;
  for (const [, data] of client.getQueriesData<PostPages>({ queryKey: squareKeys.postLists })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((post) => post.id === postId);
      if (found) return found;
    }
  }
  return undefined;
}

type CommentPages = InfiniteData<SquarePage<Comment>>;

/** A comment lives in its post's comment list or in one comment's replies. */
export function patchComment(client: QueryClient, commentId: number, patch: (comment: Comment) => Comment): void {
  client.setQueriesData<CommentPages>({ queryKey: squareKeys.comments }, (data) =>
    mapPages(data, (comment) => (comment.id === commentId ? patch(comment) : comment)),
  );
}

export function currentComment(client: QueryClient, commentId: number): Comment | undefined {
  for (const [, data] of client.getQueriesData<CommentPages>({ queryKey: squareKeys.comments })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((comment) => comment.id === commentId);
      if (found) return found;
    }
  }
  return undefined;
}
