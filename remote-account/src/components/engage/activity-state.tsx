import { ACTIVITY_STATE_LABELS, formatDate } from '@portal/shared/rules';
import type { ActivityCard } from '@portal/shared/types';

/** The 未开始/进行中/已结束 badge (the state is the server's, sent with the activity). */
export function ActivityStateBadge({ state }: { state: ActivityCard['state'] }) {
  return (
    <span className={`pa-eng-state pa-eng-state--${state}`} data-testid="activity-state">
      {ACTIVITY_STATE_LABELS[state]}
    </span>
  );
}

/** 2026-11-20 至 2026-12-31 (local dates of the window). */
export function activityWindow(activity: Pick<ActivityCard, 'startAt' | 'endAt'>): string {
  return `${formatDate(activity.startAt)} 至 ${formatDate(activity.endAt)}`;
}
