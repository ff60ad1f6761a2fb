import { useState } from 'react';
import { Link, useParams, type ReviewSort } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, withQueryClient } from '@portal/shared/query';
import { useGameDetail } from '../api/games';
import { useGameRating, useReviewList } from '../api/reviews';
import { ReviewCard } from '../components/review-card';
import { ScoreBlock } from '../components/score-block';
import { InlineError } from '../components/section';
import { EmptyState, ErrorState, NotFoundState } from '../components/states';
import { WriteReview } from '../components/write-review';
import '../components/page.css';
import '../components/reviews.css';

const SORTS: ReadonlyArray<{ value: ReviewSort; label: string }> = [
  { value: 'helpful', label: '最有用' },
  { value: 'newest', label: '最新' },
];

/** `/game/:id/reviews`: every review of a game, 最有用 or 最新, loading on as the end comes near. */
function GameReviewsPage() {
  const { id } = useParams();
  const gameId = Number(id);
  const valid = Number.isInteger(gameId) && gameId > 0;
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const game = useGameDetail(gameId);
  const rating = useGameRating(gameId);
  const list = useReviewList(gameId, sort);
  const reviews = itemsOf(list.data, (review) => review.id);

  if (!valid) return <NotFoundState title="游戏不存在或已下架" description="请检查链接是否正确" />;
  return (
    <div className="pg-page pg-reviews" data-testid="reviews-page">
      <PullToRefresh onRefresh={() => Promise.all([rating.refetch(), list.refetch()])}>
        <div className="pg-page__head">
          <h1 className="pg-page__title">
            {game.data ? (
              <Link to={`/detail/${gameId}`} className="pg-reviews__game">
                {game.data.name}
              </Link>
            ) : null}
            <span>玩家评价</span>
          </h1>
        </div>
        <section className="pg-section pg-rating">
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
        </section>
        <section className="pg-section">
          <div className="pg-tabs" role="tablist" aria-label="排序">
            {SORTS.map((s) => (
              <button
                key={s.value}
                type="button"
                role="tab"
                aria-selected={sort === s.value}
                className={`pg-tab${sort === s.value ? ' pg-tab--active' : ''}`}
                data-testid={`review-sort-${s.value}`}
                onClick={() => setSort(s.value)}
              >
                {s.label}
              </button>
            ))}
          </div>
          {list.isPending ? (
            <div className="pg-skeleton" style={{ height: 120, borderRadius: 10 }} aria-busy="true" />
          ) : list.isError && reviews.length === 0 ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : reviews.length === 0 ? (
            <EmptyState title="还没有评价" description="下载游戏后来说说你的体验吧" />
          ) : (
            <div data-testid="review-list">
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
              <LoadMore
                hasMore={Boolean(list.hasNextPage)}
                loading={list.isFetchingNextPage}
                failed={list.isFetchNextPageError}
                onLoadMore={() => void list.fetchNextPage()}
              />
            </div>
          )}
        </section>
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(GameReviewsPage);
