/**
 * The square's query keys. What a viewer sees depends on who asks (liked, mine, followed), so
 * every key carries the uid; the first two elements name the kind, so one prefix reaches every
 * list of that kind (`squareKeys.feeds` → every feed, whatever its tab, topic or sort).
 */
import type { SquareSort } from '@portal/shared/types';

/** Which feed: a tag's, the follow feed, all (推荐), or one #话题#. */
export type FeedFilter =
  | { kind: 'all'; sort: SquareSort }
  | { kind: 'tag'; tagId: number; sort: SquareSort }
  | { kind: 'topic'; topic: string; sort: SquareSort }
  | { kind: 'follow' };

export const squareKeys = {
  all: ['square'] as const,
  tags: ['square', 'tags'] as const,
  trending: ['square', 'trending'] as const,
  suggestions: (keyword: string) => ['square', 'suggestions', keyword] as const,
  sensitiveWords: ['square', 'sensitive-words'] as const,
  /** Every list of posts (feeds, my posts): what a like, a follow or a delete patches. */
  postLists: ['square', 'posts'] as const,
  feeds: ['square', 'posts', 'feed'] as const,
  feed: (filter: FeedFilter, uid: string) => ['square', 'posts', 'feed', filter, uid] as const,
  followFeed: ['square', 'posts', 'feed', { kind: 'follow' }] as const,
  myPosts: (uid: string) => ['square', 'posts', 'me', uid] as const,
  /** One post (`post/{id}`). */
  posts: ['square', 'post'] as const,
  post: (id: number, uid: string) => ['square', 'post', id, uid] as const,
  /** Comments and replies of every post. */
  comments: ['square', 'comments'] as const,
  commentsOf: (postId: number) => ['square', 'comments', postId] as const,
  commentList: (postId: number, sort: SquareSort, uid: string) => ['square', 'comments', postId, 'list', sort, uid] as const,
  replies: (postId: number, commentId: number, uid: string) => ['square', 'comments', postId, 'replies', commentId, uid] as const,
  myCommentLists: ['square', 'my-comments'] as const,
  myComments: (uid: string) => ['square', 'my-comments', uid] as const,
};
