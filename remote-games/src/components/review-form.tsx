import { useState } from 'react';
import { Button, Dialog, toast, type Review } from '@portal/shared';
import { REVIEW_LIMITS } from '@portal/shared/rules';
import { errorMessage } from '@portal/shared/query';
import { useSaveReview } from '../api/reviews';
import { StarInput } from './stars';
import './reviews.css';

/**
 * Write or edit my review of a game: stars (required) and text (1–1000 characters). A refusal
 * (no download yet, a sensitive word, too fast) shows under the form and keeps what was typed.
 */
export function ReviewForm({ gameId, mine, open, onClose }: { gameId: number; mine: Review | null; open: boolean; onClose: () => void }) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [content, setContent] = useState(mine?.content ?? '');
  const save = useSaveReview(gameId);
  const length = [...content.trim()].length;
  const ready = rating > 0 && length > 0 && length <= REVIEW_LIMITS.contentMaxLength;

  const submit = () => {
    if (!ready || save.isPending) return;
    save.mutate(
      { rating, content },
      {
        onSuccess: () => {
          toast.success(mine ? '评价已修改' : '评价已发布');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mine ? '修改评价' : '写评价'}
      placement="sheet"
      className="pg-review-form"
      footer={
        <Button className="pg-review-form__submit" disabled={!ready || save.isPending} onClick={submit} data-testid="review-submit">
          {save.isPending ? '提交中…' : mine ? '保存修改' : '发布评价'}
        </Button>
      }
    >
      <div className="pg-review-form__body" data-testid="review-form">
        <StarInput value={rating} onChange={setRating} />
        <label className="pg-review-form__label" htmlFor="pg-review-text">
          说说你的游戏体验
        </label>
        <textarea
          id="pg-review-text"
          className="pg-review-form__text"
          value={content}
          maxLength={REVIEW_LIMITS.contentMaxLength * 2}
          rows={5}
          placeholder="画面、玩法、氪金、优化……说说你的真实感受"
          onChange={(event) => setContent(event.target.value)}
          data-testid="review-input"
        />
        <div className="pg-review-form__hint">
          <span className={length > REVIEW_LIMITS.contentMaxLength ? 'pg-review-form__over' : ''}>
            {length}/{REVIEW_LIMITS.contentMaxLength}
          </span>
        </div>
        {save.isError ? (
          <p className="pg-review-form__error" role="alert" data-testid="review-error">
            {errorMessage(save.error, '发布失败，请稍后重试')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
