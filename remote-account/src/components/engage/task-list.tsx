import { isApiError, Link, toast, useAuth, useLocation } from '@portal/shared';
import type { ActivityCard, ActivityTask, TaskEvent } from '@portal/shared/types';
import { useClaimTask } from '../../api/engage';

const PERIOD_LABELS: Record<ActivityTask['period'], string> = { daily: '每日', weekly: '每周', once: '活动期间' };

/** Where each kind of task is done. */
const GO: Record<TaskEvent, { to: string; text: string }> = {
  download: { to: '/', text: '去下载' },
  post: { to: '/postpage', text: '去发帖' },
  read: { to: '/animate', text: '去阅读' },
  checkin: { to: '/checkin', text: '去签到' },
  recharge: { to: '/recharge', text: '去充值' },
};

/**
 * An activity's tasks with the viewer's progress n/m in this period and what can be done next:
 * 领取 when a completed round is unclaimed, 已领取 when the period's rounds are all claimed,
 * otherwise a way to go and do it. Claims are refused by the server beyond that anyway.
 */
export function TaskList({ activityId, state, tasks }: { activityId: number; state: ActivityCard['state']; tasks: ActivityTask[] }) {
  const loggedIn = useAuth((s) => s.account.uid !== '');
  const location = useLocation();
  const claim = useClaimTask(activityId);

  const onClaim = (task: ActivityTask) =>
    claim.mutate(task.id, {
      onSuccess: (result) => toast.success(`领取成功，获得 ${result.reward} X钻`),
      onError: (error) => toast.error(isApiError(error) ? error.message : '领取失败，请稍后重试'),
    });

  const action = (task: ActivityTask) => {
    if (state !== 'running') {
      return (
        <button type="button" className="pa-eng-task__button" disabled>
          {state === 'upcoming' ? '未开始' : '已结束'}
        </button>
      );
    }
    if (!loggedIn) {
      return (
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`} className="pa-eng-task__button pa-eng-task__button--go">
          登录领取
        </Link>
      );
    }
    if (task.claimable) {
      const busy = claim.isPending && claim.variables === task.id;
      return (
        <button
          type="button"
          className="pa-eng-task__button pa-eng-task__button--claim"
          onClick={() => onClaim(task)}
          disabled={busy}
          data-testid="task-claim"
        >
          {busy ? '领取中…' : '领取'}
        </button>
      );
    }
    if (task.claimed >= task.times) {
      return (
        <button type="button" className="pa-eng-task__button" disabled data-testid="task-claimed">
          已领取
        </button>
      );
    }
    const go = GO[task.event];
    return (
      <Link to={go.to} className="pa-eng-task__button pa-eng-task__button--go">
        {go.text}
      </Link>
    );
  };

  return (
    <ul className="pa-eng-tasks" data-testid="task-list">
      {tasks.map((task) => {
        const goal = task.target * task.times;
        return (
          <li key={task.id} className="pa-eng-task" data-testid={`task-${task.id}`} data-event={task.event}>
            <div className="pa-eng-task__info">
              <p className="pa-eng-task__title">
                <span className="pa-eng-task__period">{PERIOD_LABELS[task.period]}</span>
                {task.title}
              </p>
              <p className="pa-eng-task__meta">
                <span className="pa-eng-diamond" aria-hidden="true" />
                {task.reward} X钻{task.times > 1 ? ` × ${task.times} 次` : ''}
                <span className="pa-eng-task__progress" data-testid="task-progress">
                  {Math.min(task.progress, goal)}/{goal}
                </span>
              </p>
              <div className="pa-eng-task__bar" aria-hidden="true">
                <span style={{ width: `${(Math.min(task.progress, goal) / goal) * 100}%` }} />
              </div>
            </div>
            {action(task)}
          </li>
        );
      })}
    </ul>
  );
}
