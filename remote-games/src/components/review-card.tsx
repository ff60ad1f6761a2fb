import { formatDate, isRequestCancelled, toast, type Review } from '@portal/shared';
import { errorMessage } from '@portal/shared/query';
import { reviewsApi, useHelpful } from '../api/reviews';
import { useRequireLogin } from '../hooks/use-require-login';
import { Stars } from './stars';
import './reviews.css';

/**
 * One review: who, the stars, when and for which version, the text, the developer's reply pinned
 * under it, and 有用 (one vote per player; a visitor is sent to log in first) and 举报.
 */
export function ReviewCard({ review }: { review: Review }) {
  const helpful = useHelpful(review.gameId);
  const requireLogin = useRequireLogin();
  const vote = () => {
    if (!requireLogin()) return;
    helpful.mutate(
      { reviewId: review.id, helpful: !review.helpful },
      {
        onError: (caught) => {
          if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '操作失败，请稍后重试'));
        },
      },
    );
  };
  const report = () => {
    if (!requireLogin()) return;
    reviewsApi.report(review.id).then(
      () => toast.success('举报已提交，感谢你的反馈'),
      (caught: unknown) => toast.error(errorMessage(caught, '举报失败，请稍后重试')),
    );
  };

  return (
    <article className="pg-review" data-testid="review-card" data-review-id={review.id}>
      <header className="pg-review__head">
        {review.author.avatar ? (
          <img className="pg-review__avatar" src={review.author.avatar} alt="" loading="lazy" />
        ) : (
          <span className="pg-review__avatar pg-review__avatar--empty" aria-hidden="true">
            {review.author.name.slice(0, 1)}
          </span>
        )}
        <span className="pg-review__who">
          <span className="pg-review__name">
            {review.author.name}
            {review.mine ? <span className="pg-review__mine">我的评价</span> : null}
          </span>
          <span className="pg-review__meta">
            <Stars value={review.rating} size={12} />
            <span>
              {formatDate(review.updatedAt)}
              {review.edited ? ' 修改' : ''} · 版本 {review.gameVersion}
            </span>
          </span>
        </span>
      </header>
      <p className="pg-review__text" data-testid="review-text">
        {review.content}
      </p>
      {review.reply ? (
        <div className="pg-review__reply" data-testid="review-reply">
          <span className="pg-review__reply-label">开发者回复</span>
          <p>{review.reply}</p>
        </div>
      ) : null}
      <footer className="pg-review__foot">
        {review.mine ? null : (
          <button type="button" className="pg-review__report" onClick={report}>
            举报
          </button>
        )}
        <button
          type="button"
          className={`pg-review__helpful${review.helpful ? ' pg-review__helpful--on' : ''}`}
          aria-pressed={review.helpful}
          disabled={review.mine || helpful.isPending}
          onClick={vote}
          data-testid="review-helpful"
        >
          <ThumbIcon />
          有用{review.helpfulCount > 0 ? ` ${review.helpfulCount}` : ''}
        </button>
      </footer>
    </article>
  );
}

/** A thumbs-up drawn inline (an emoji would depend on the device's fonts). */
function ThumbIcon() {
  return (
    <svg className="pg-review__thumb" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path
        fill="currentColor"
        d="M2 10h4v11H2zM21.6 10.7c-.4-.5-1-.7-1.6-.7h-5.4l.8-3.9c.1-.6 0-1.2-.4-1.7L14 3.3 8 9.4V21h10.3c.9 0 1.7-.6 1.9-1.5l1.8-7.2c.2-.6 0-1.2-.4-1.6z"
      />
    </svg>
  );
}
