/**
 * The optimistic like (issue 12): the heart and the count change on tap, the server's answer
 * replaces them, and a refusal puts back what was there before the tap.
 */
export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/** What to show the moment the user taps: the count moves by one, never below zero. */
export function optimisticLike(current: LikeState, liked: boolean): LikeState {
  if (current.liked === liked) return current;
  return { liked, likeCount: Math.max(0, current.likeCount + (liked ? 1 : -1)) };
}

/**
 * After a refusal: back to the state before the tap — unless something newer (a later tap, the
 * server's answer to it) has replaced the optimistic state meanwhile, which then stays.
 */
export function rolledBack(now: LikeState, optimistic: LikeState, before: LikeState): LikeState {
  return now.liked === optimistic.liked && now.likeCount === optimistic.likeCount ? before : now;
}
