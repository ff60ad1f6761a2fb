import type { CheckinReward } from '@portal/shared/types';

/**
 * 签到奖励: the 7-day table. `current` is the streak day today's check-in counts as (or
 * counted as), highlighted; day 7 is the big one.
 */
export function RewardTable({ rewards, current }: { rewards: CheckinReward[]; current: number | null }) {
  return (
    <section className="pe-card" aria-labelledby="pe-rewards-title">
      <h2 id="pe-rewards-title" className="pe-card__title">
        签到奖励
      </h2>
      <ol className="pe-rewards" data-testid="reward-table">
        {rewards.map((reward) => {
          const classes = ['pe-reward'];
          if (reward.day === rewards.length) classes.push('pe-reward--big');
          if (reward.day === current) classes.push('pe-reward--current');
          return (
            <li key={reward.day} className={classes.join(' ')}>
              <span className="pe-reward__day">第{reward.day}天</span>
              <span className="pe-diamond" aria-hidden="true" />
              <span className="pe-reward__coins">{reward.coins}</span>
            </li>
          );
        })}
      </ol>
      <p className="pe-note">
        连续签到天数越多奖励越高，第 {rewards.length} 天最丰厚；断签后从第 1 天重新开始，第 {rewards.length + 1} 天起重新循环。
      </p>
    </section>
  );
}
