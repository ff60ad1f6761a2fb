import type { GameRating } from '@portal/shared';
import { Stars } from './stars';
import './reviews.css';

/** The big score, its stars and count, the bars per star, and the latest version's score. */
export function ScoreBlock({ rating }: { rating: GameRating }) {
  const max = Math.max(1, ...rating.distribution);
  return (
    <div className="pg-score" data-testid="score-block">
      <div className="pg-score__main">
        <span className="pg-score__value" data-testid="score-value">
          {rating.count > 0 ? rating.score.toFixed(1) : '暂无'}
        </span>
        <Stars value={rating.score} size={14} />
        <span className="pg-score__count" data-testid="score-count">
          {rating.count} 人评分
        </span>
      </div>
      <div className="pg-score__bars" role="group" aria-label="评分分布">
        {[5, 4, 3, 2, 1].map((star) => {
          const count = rating.distribution[star - 1] ?? 0;
          return (
            <div key={star} className="pg-score__bar-row">
              <span className="pg-score__bar-label">{star}星</span>
              <span className="pg-score__bar" aria-hidden="true">
                <span className="pg-score__bar-fill" style={{ width: `${(count / max) * 100}%` }} />
              </span>
              <span className="pg-score__bar-count" data-testid={`stars-${star}-count`}>
                {count}
              </span>
            </div>
          );
        })}
        <p className="pg-score__version">
          当前版本 {rating.latestVersion.version}：
          {rating.latestVersion.count > 0 ? `${rating.latestVersion.score.toFixed(1)} 分（${rating.latestVersion.count} 人）` : '暂无评分'}
        </p>
      </div>
    </div>
  );
}
