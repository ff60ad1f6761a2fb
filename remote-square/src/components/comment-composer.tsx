import { useEffect, useRef, useState } from 'react';
import { Button, isApiError, isRequestCancelled, toast, useAuth } from '@portal/shared';
import { errorMessage } from '@portal/shared/query';
import { SQUARE_LIMITS } from '@portal/shared/rules';
import type { Comment } from '@portal/shared/types';
import { useCreateComment } from '../api/comments';
import { useRequireLogin } from '../hooks/use-require-login';

/**
 * The bottom comment bar of a post: a comment on the post, or — after 回复 — a reply, shown as
 * 回复 某某 with a way to drop it. What was typed stays after a refusal.
 */
export function CommentComposer({
  postId,
  replyTo,
  onClearReply,
  onSent,
}: {
  postId: number;
  replyTo: Comment | null;
  onClearReply: () => void;
  onSent: (comment: Comment) => void;
}) {
  const uid = useAuth((s) => s.account.uid);
  const requireLogin = useRequireLogin();
  const create = useCreateComment(postId);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const length = [...text].length;
  const tooLong = length > SQUARE_LIMITS.commentMaxLength;
  const canSend = text.trim() !== '' && !tooLong && !create.isPending;

  useEffect(() => {
    if (replyTo) inputRef.current?.focus();
  }, [replyTo]);

  if (!uid) {
    return (
      <div className="ps-composer ps-composer--guest">
        <Button size="sm" onClick={() => requireLogin()} data-testid="comment-login">
          登录后参与评论
        </Button>
      </div>
    );
  }

  const send = () => {
    if (!canSend) return;
    create.mutate(
      { content: text.trim(), replyCommentId: replyTo?.id ?? null },
      {
        onSuccess: (comment) => {
          setText('');
          toast.success(replyTo ? '回复成功' : '评论成功');
          onSent(comment);
        },
        onError: (caught) => {
          // Flood control (429) and refused words come back as a Chinese message: said once, as a toast.
          if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, isApiError(caught) ? '发送失败' : '网络开小差了，请稍后重试'));
        },
      },
    );
  };

  return (
    <form
      className="ps-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      data-testid="comment-composer"
    >
      {replyTo ? (
        <div className="ps-composer__reply" data-testid="composer-reply-to">
          <span>回复 {replyTo.author.name}</span>
          <button type="button" className="ps-composer__cancel" onClick={onClearReply} aria-label="取消回复">
            ×
          </button>
        </div>
      ) : null}
      <div className="ps-composer__row">
        <textarea
          ref={inputRef}
          className="ps-composer__input"
          rows={1}
          value={text}
          placeholder={replyTo ? `回复 ${replyTo.author.name}` : '说点什么…'}
          aria-label={replyTo ? `回复 ${replyTo.author.name}` : '写评论'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          data-testid="comment-input"
        />
        <Button type="submit" size="sm" disabled={!canSend} data-testid="comment-send">
          {create.isPending ? '发送中' : '发送'}
        </Button>
      </div>
      {tooLong ? (
        <p className="ps-composer__limit" role="alert">
          评论最多 {SQUARE_LIMITS.commentMaxLength} 字（已输入 {length} 字）
        </p>
      ) : null}
    </form>
  );
}
