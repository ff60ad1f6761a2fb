/**
 * Check-in and activity rules both the server and the pages need: the check-in reward of a
 * streak day and an activity's state by the server's clock.
 */

/** X钻 for the 1st … 7th day of a streak; the cycle starts again on day 8. */
export const CHECKIN_REWARDS: readonly number[] = [5, 5, 10, 10, 15, 20, 50];

/** What one make-up check-in (补签) of a missed day of this month costs, in X钻. */
export const CHECKIN_MAKEUP_COST = 20;

/** The reward of the n-th (1-based) consecutive day. */
export function checkinRewardFor(streakDay: number): number {
  return CHECKIN_REWARDS[(Math.max(1, streakDay) - 1) % CHECKIN_REWARDS.length]!;
}

export type ActivityState = 'upcoming' | 'running' | 'ended';

/** 未开始 before its start, 进行中 from its start (inclusive) to its end (exclusive), then 已结束. */
export function activityStateAt(startAt: string | Date, endAt: string | Date, now: Date): ActivityState {
  const time = now.getTime();
  if (time < new Date(startAt).getTime()) return 'upcoming';
  return time < new Date(endAt).getTime() ? 'running' : 'ended';
}

export const ACTIVITY_STATE_LABELS: Record<ActivityState, string> = { upcoming: '未开始', running: '进行中', ended: '已结束' };
