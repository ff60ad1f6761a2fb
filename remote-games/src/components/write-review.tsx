import { useState } from 'react';
import { selectIsLoggedIn, toast, useAuth } from '@portal/shared';
import { useGameRating } from '../api/reviews';
import { useRequireLogin } from '../hooks/use-require-login';
import { ReviewForm } from './review-form';
import './reviews.css';

/**
 * 写评价 / 修改我的评价: a visitor goes to login; a player who has not downloaded the game is told
 * so; otherwise the form opens (with my review when I have one).
 */
export function WriteReview({ gameId }: { gameId: number }) {
  const rating = useGameRating(gameId);
  const loggedIn = useAuth(selectIsLoggedIn);
  const requireLogin = useRequireLogin();
  const [checking, setChecking] = useState(false);
  const [writing, setWriting] = useState(false);
  const mine = rating.data?.mine ?? null;

  const open = async () => {
    // A download a moment ago is not in the cached answer yet: ask again before deciding.
    const fresh = (await rating.refetch()).data;
    if (fresh?.canReview) setWriting(true);
    else if (fresh) toast.info('下载过该游戏后才能评价');
  };

  return (
    <>
      <button
        type="button"
        className="pg-rating__write"
        disabled={checking}
        data-testid="write-review"
        onClick={() => {
          if (!requireLogin()) return;
          setChecking(true);
          void open().finally(() => setChecking(false));
        }}
      >
        {!loggedIn ? '登录后写评价' : mine ? '修改我的评价' : '写评价'}
      </button>
      {writing ? <ReviewForm gameId={gameId} mine={mine} open={writing} onClose={() => setWriting(false)} /> : null}
    </>
  );
}
