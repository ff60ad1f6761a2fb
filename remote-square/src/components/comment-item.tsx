import { formatRelativeTime } from '@portal/shared';
import type { Comment } from '@portal/shared/types';
import { useDeleteComment, useLikeComment } from '../api/comments';
import { useRequireLogin } from '../hooks/use-require-login';
import { Avatar } from './avatar';
import { LikeButton } from './like-button';
import { ItemMenu } from './post-menu';

/**
 * One comment or reply: author, 回复 某某 when it answers a reply, the text (as text), relative
 * time, like, 回复 and the ⋯ menu (举报 / 拉黑, or 删除 on my own, asked first).
 */
export function CommentItem({
  comment,
  now,
  onReply,
  children,
}: {
  comment: Comment;
  now: number;
  onReply: (comment: Comment) => void;
  children?: React.ReactNode;
}) {
  const requireLogin = useRequireLogin();
  const like = useLikeComment();
  const remove = useDeleteComment(comment.postId);
  const isReply = comment.rootCommentId !== null;
  // A reply to the root comment itself needs no "回复 某某"; a reply to a reply names whom it answers.
  const answers = isReply && comment.replyTo && comment.replyCommentId !== comment.rootCommentId ? comment.replyTo : null;
  return (
    <li
      className={`ps-comment${isReply ? ' ps-comment--reply' : ''}`}
      data-testid={isReply ? 'reply-item' : 'comment-item'}
      data-comment-id={comment.id}
    >
      <Avatar src={comment.author.avatar} name={comment.author.name} size={isReply ? 28 : 36} />
      <div className="ps-comment__main">
        <div className="ps-comment__head">
          <span className="ps-comment__name">
            {comment.author.name}
            {comment.author.staff ? <span className="ps-badge">官方</span> : null}
          </span>
          <ItemMenu
            target="comment"
            targetId={comment.id}
            authorUid={comment.author.uid}
            authorName={comment.author.name}
            mine={comment.mine}
            deleting={remove.isPending}
            onDelete={() => remove.mutate(comment)}
          />
        </div>
        <p className="ps-comment__text" data-testid="comment-text">
          {answers ? (
            <span className="ps-comment__to" data-testid="reply-to">
              回复 {answers.name}：
            </span>
          ) : null}
          {comment.content}
        </p>
        <div className="ps-comment__foot">
          <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt, now)}</time>
          <button type="button" className="ps-comment__reply" onClick={() => requireLogin() && onReply(comment)} data-testid="reply-button">
            回复
          </button>
          <span className="ps-comment__spacer" />
          <LikeButton
            liked={comment.liked}
            count={comment.likeCount}
            label="评论"
            testId="comment-like"
            onToggle={() => {
              if (requireLogin()) like.mutate({ commentId: comment.id, liked: !comment.liked });
            }}
          />
        </div>
        {children}
      </div>
    </li>
  );
}
