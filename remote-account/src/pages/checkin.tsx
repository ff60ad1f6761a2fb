import { useState, type ReactNode } from 'react';
import { CHECKIN_REWARDS } from '@portal/shared/rules';
import { ConfirmDialog, InsufficientBalanceDialog, isApiError, ResultCode, toast, useAuth, useNavigate } from '@portal/shared';
import { withQueryClient } from '@portal/shared/query';
import type { CheckinResult } from '@portal/shared/types';
import { useCheckinMutations, useCheckinStatus } from '../api/engage';
import { CheckinCalendar } from '../components/engage/checkin-calendar';
import { EngageBar } from '../components/engage/engage-bar';
import { RewardTable } from '../components/engage/reward-table';
import { EngageError, EngageSkeleton, LoginPrompt } from '../components/engage/states';
import '../components/engage/engage.css';

const GUEST_REWARDS = CHECKIN_REWARDS.map((coins, index) => ({ day: index + 1, coins }));

/** 3月5日 from 2026-03-05. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8))}日`;

/**
 * 每日签到 (spec §1, §2 /checkin): today's check-in with the streak and its reward, this month's
 * calendar with make-ups (补签) of missed days, and the reward table. The day is the server's.
 */
function CheckinPage() {
  const loggedIn = useAuth((s) => s.account.uid !== '');
  const balance = useAuth((s) => s.status?.coinNum ?? 0);
  const navigate = useNavigate();
  const status = useCheckinStatus();
  const { checkIn, makeUp } = useCheckinMutations();
  const [paid, setPaid] = useState<CheckinResult | null>(null);
  const [makeUpDay, setMakeUpDay] = useState<string | null>(null);
  const [insufficient, setInsufficient] = useState(false);

  const onCheckIn = () =>
    checkIn.mutate(undefined, {
      onSuccess: (result) => {
        setPaid(result);
        toast.success(`签到成功，获得 ${result.reward} X钻`);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : '签到失败，请稍后重试'),
    });

  const onConfirmMakeUp = () => {
    if (!makeUpDay) return;
    makeUp.mutate(makeUpDay, {
      onSuccess: (result) => {
        setMakeUpDay(null);
        toast.success(`${dayLabel(result.day)} 补签成功，已连续签到 ${result.streak} 天`);
      },
      onError: (error) => {
        setMakeUpDay(null);
        if (isApiError(error) && error.code === ResultCode.insufficientBalance) setInsufficient(true);
        else toast.error(isApiError(error) ? error.message : '补签失败，请稍后重试');
      },
    });
  };

  let body: ReactNode;
  if (!loggedIn) {
    body = (
      <>
        <LoginPrompt title="登录后签到领 X钻" description="每天签到一次，连续签到奖励更多，第 7 天最丰厚" />
        <RewardTable rewards={GUEST_REWARDS} current={null} />
      </>
    );
  } else if (status.isPending) {
    body = <EngageSkeleton />;
  } else if (status.isError) {
    body = <EngageError error={status.error} onRetry={() => void status.refetch()} />;
  } else {
    const data = status.data;
    const cycleDay = ((Math.max(1, data.checkedToday ? data.streak : data.streak + 1) - 1) % data.rewards.length) + 1;
    body = (
      <div className="pa-eng-checkin">
        <section className="pa-eng-hero" data-testid="checkin-hero">
          <div className="pa-eng-hero__streak">
            <span className="pa-eng-hero__label">已连续签到</span>
            <span className="pa-eng-hero__days" data-testid="checkin-streak">
              {data.streak}
            </span>
            <span className="pa-eng-hero__label">天</span>
          </div>
          <div className="pa-eng-hero__action">
            {data.checkedToday ? (
              <button type="button" className="pa-eng-checkin-button pa-eng-checkin-button--done" disabled data-testid="checkin-button">
                今日已签到
              </button>
            ) : (
              <button
                type="button"
                className="pa-eng-checkin-button"
                onClick={onCheckIn}
                disabled={checkIn.isPending}
                data-testid="checkin-button"
              >
                签到
                <small>+{data.todayReward} X钻</small>
              </button>
            )}
            {paid ? (
              <span key={paid.day} className="pa-eng-pop" data-testid="checkin-reward" aria-live="polite">
                +{paid.reward}
              </span>
            ) : null}
          </div>
          <p className="pa-eng-hero__note">
            {data.checkedToday ? `今日已获得 ${data.todayReward} X钻，明天再来哦` : `今日签到可得 ${data.todayReward} X钻`}
          </p>
        </section>
        <CheckinCalendar month={data.month} days={data.days} onMakeUp={setMakeUpDay} />
        <RewardTable rewards={data.rewards} current={cycleDay} />
        <ConfirmDialog
          open={makeUpDay !== null}
          title={makeUpDay ? `补签 ${dayLabel(makeUpDay)}` : '补签'}
          text={
            <span data-testid="makeup-confirm">
              补签将花费 <strong>{data.makeUpCost} X钻</strong>（当前余额 {balance} X钻），补签后计入连续签到天数，不发放签到奖励。
            </span>
          }
          confirmText={makeUp.isPending ? '补签中…' : `花费 ${data.makeUpCost} X钻补签`}
          confirmDisabled={makeUp.isPending}
          onCancel={() => setMakeUpDay(null)}
          onConfirm={onConfirmMakeUp}
        />
        <InsufficientBalanceDialog
          open={insufficient}
          onCancel={() => setInsufficient(false)}
          onRecharge={() => {
            setInsufficient(false);
            navigate('/recharge');
          }}
        />
      </div>
    );
  }

  return (
    <div className="pa-eng-page" data-testid="checkin-page">
      <EngageBar title="每日签到" />
      <main className="pa-eng-page__body">{body}</main>
    </div>
  );
}

export default withQueryClient(CheckinPage);
