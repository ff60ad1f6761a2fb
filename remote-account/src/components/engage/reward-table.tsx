import type { CheckinReward } from '@portal/shared/types';

/**
 * 签到奖励: the 7-day table. `current` is the streak day today's check-in counts as (or
 * counted as), highlighted; day 7 is the big one.
 */
export function RewardTable({ rewards, current }: { rewards: CheckinReward[]; current: number | null }) {
  return (
    <section className="pa-eng-card" aria-labelledby="pa-eng-rewards-title">
      <h2 id="pa-eng-rewards-title" className="pa-eng-card__title">
        签到奖励
      </h2>
      <ol className="pa-eng-rewards" data-testid="reward-table">
        {rewards.map((reward) => {
          const classes = ['pa-eng-reward'];
          if (reward.day === rewards.length) classes.push('pa-eng-reward--big');
          if (reward.day === current) classes.push('pa-eng-reward--current');
          return (
            <li key={reward.day} className={classes.join(' ')}>
              <span className="pa-eng-reward__day">第{reward.day}天</span>
              <span className="pa-eng-diamond" aria-hidden="true" />
              <span className="pa-eng-reward__coins">{reward.coins}</span>
            </li>
          );
        })}
      </ol>
      <p className="pa-eng-note">
        连续签到天数越多奖励越高，第 {rewards.length} 天最丰厚；断签后从第 1 天重新开始，第 {rewards.length + 1} 天起重新循环。
      </p>
    </section>
  );
}
