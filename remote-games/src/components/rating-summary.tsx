import { Link } from '@portal/shared';
import { useGameRating, useReviewList } from '../api/reviews';
import { ReviewCard } from './review-card';
import { ScoreBlock } from './score-block';
import { InlineError } from './section';
import { WriteReview } from './write-review';
import './reviews.css';

/** Reviews shown on the detail page (the most helpful first); the rest are on /game/:id/reviews. */
const TOP_REVIEWS = 3;

/**
 * 评分及评价 on the detail page (issue 18): the score with its count, the 1–5 star distribution
 * as bars, the latest version's score, 写评价 / 修改评价 and the most helpful reviews.
 */
export function RatingSummary({ gameId }: { gameId: number }) {
  const rating = useGameRating(gameId);
  const top = useReviewList(gameId, 'helpful', TOP_REVIEWS);

  return (
    <section className="pg-section pg-rating" aria-labelledby="pg-rating-title" data-testid="rating-summary">
      <div className="pg-section__head">
        <h2 className="pg-section__title" id="pg-rating-title">
          评分及评价
        </h2>
        <Link to={`/game/${gameId}/reviews`} className="pg-section__more" data-testid="all-reviews">
          全部评价 ›
        </Link>
      </div>
      {rating.isPending ? (
        <div className="pg-skeleton" style={{ height: 104, borderRadius: 10 }} aria-busy="true" />
      ) : rating.isError ? (
        <InlineError onRetry={() => void rating.refetch()} />
      ) : (
        <>
          <ScoreBlock rating={rating.data} />
          <WriteReview gameId={gameId} />
        </>
      )}
      <div className="pg-rating__reviews">
        {top.isPending ? null : top.isError ? (
          <InlineError onRetry={() => void top.refetch()} />
        ) : top.data.pages[0]?.items.length ? (
          top.data.pages[0].items.map((review) => <ReviewCard key={review.id} review={review} />)
        ) : (
          <p className="pg-muted">还没有评价，下载后来说说你的体验吧</p>
        )}
      </div>
    </section>
  );
}
