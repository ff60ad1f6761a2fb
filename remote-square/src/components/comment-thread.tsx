import type { Comment } from '@portal/shared/types';
import { useReplies } from '../api/comments';
import { squareItems } from '../lib/square-paging';
import { CommentItem } from './comment-item';

/**
 * A comment with its replies: none are read until 展开 N 条回复 is tapped; then a page at a time
 * (oldest first), 展开更多回复 for the next, 收起 to fold them again.
 */
export function CommentThread({
  comment,
  now,
  expanded,
  onToggle,
  onReply,
}: {
  comment: Comment;
  now: number;
  expanded: boolean;
  onToggle: (id: number, open: boolean) => void;
  onReply: (comment: Comment) => void;
}) {
  const replies = useReplies(comment.postId, comment.id, expanded);
  const items = squareItems(replies.data);
  return (
    <CommentItem comment={comment} now={now} onReply={onReply}>
      {expanded && items.length > 0 ? (
        <ul className="ps-replies" data-testid="reply-list">
          {items.map((reply) => (
            <CommentItem key={reply.id} comment={reply} now={now} onReply={onReply} />
          ))}
        </ul>
      ) : null}
      {comment.replyCount > 0 || expanded ? (
        <div className="ps-replies__more">
          {!expanded ? (
            <button type="button" className="ps-link-button" onClick={() => onToggle(comment.id, true)} data-testid="expand-replies">
              展开 {comment.replyCount} 条回复
            </button>
          ) : replies.isPending ? (
            <span className="ps-replies__status">加载中…</span>
          ) : replies.isError ? (
            <button type="button" className="ps-link-button" onClick={() => void replies.refetch()}>
              回复加载失败，点击重试
            </button>
          ) : (
            <>
              {replies.hasNextPage ? (
                <button
                  type="button"
                  className="ps-link-button"
                  disabled={replies.isFetchingNextPage}
                  onClick={() => void replies.fetchNextPage()}
                  data-testid="more-replies"
                >
                  {replies.isFetchingNextPage ? '加载中…' : replies.isFetchNextPageError ? '加载失败，点击重试' : '展开更多回复'}
                </button>
              ) : null}
              {items.length > 0 ? (
                <button type="button" className="ps-link-button" onClick={() => onToggle(comment.id, false)}>
                  收起
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </CommentItem>
  );
}
