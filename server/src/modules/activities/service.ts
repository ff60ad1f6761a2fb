import { activityStateAt, chinaDay, weekStartOf } from '@portal/shared/rules';
import type { ActivityCard, ActivityDetail, ActivityTask, PageQuery, Paged, TaskClaimResult, TaskPeriod } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import type { DomainEvent } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { changeBalance, lockWallet } from '../wallet';
import {
  advanceProgress,
  countActivities,
  findActivity,
  findTask,
  insertClaim,
  listActivities,
  type PeriodKeys,
  type StoredActivity,
  type StoredTask,
  standingOf,
  tasksOf,
} from './repository';

/**
 * The activity centre (spec §1, §2 /activity). An activity's state is derived from the
 * server's clock (未开始/进行中/已结束). Its tasks are data: the event that advances them, the
 * period (daily and weekly periods are China days and China weeks from Monday), how many events
 * one completion needs (target) and how many completions a period allows (times). Progress moves
 * only by domain events published by the modules where things happen, in their transactions.
 * A completed round's reward is claimed once through the wallet's ledger (reason grant,
 * reference task:<id>:<period>:<round>), on the claimer's locked wallet row and a primary key
 * per (user, task, period, round), so concurrent claims pay once.
 */

/** The period an instant falls in, per kind of period. */
export function periodKeysAt(at: Date): PeriodKeys {
  const day = chinaDay(at);
  return { daily: day, weekly: `W${weekStartOf(day)}` };
}

function periodKey(period: TaskPeriod, keys: PeriodKeys): string {
  return period === 'once' ? 'once' : keys[period];
}

/** The subscriber of every task event: advances the live tasks of that event (inside the publisher's transaction). */
export async function countEvent(tx: Queryable, event: DomainEvent): Promise<void> {
  await advanceProgress(tx, event.userId, event.type, periodKeysAt(event.at), event.at);
}

function card(activity: StoredActivity, now: Date): ActivityCard {
  const { rulesHtml: _rules, ...rest } = activity;
  return { ...rest, state: activityStateAt(activity.startAt, activity.endAt, now) };
}

export async function activityList(db: Queryable, query: PageQuery, now: Date): Promise<Paged<ActivityCard>> {
  const window = pageWindow(query);
  const [rows, total] = await Promise.all([listActivities(db, window.pageSize, window.offset), countActivities(db)]);
  return { items: rows.map((row) => card(row, now)), total, page: window.page, pageSize: window.pageSize };
}

/** A task is live while both its own window and its activity's are open. */
function taskLive(task: StoredTask, now: Date): boolean {
  return (
    activityStateAt(task.activityStartAt, task.activityEndAt, now) === 'running' &&
    activityStateAt(task.startAt, task.endAt, now) === 'running'
  );
}

function taskView(task: StoredTask, standing: { count: number; claimed: number } | undefined, now: Date): ActivityTask {
  const progress = standing?.count ?? 0;
  const claimed = standing?.claimed ?? 0;
  const completed = Math.min(task.times, Math.floor(progress / task.target));
  return {
    id: task.id,
    title: task.title,
    event: task.event,
    period: task.period,
    target: task.target,
    times: task.times,
    reward: task.reward,
    progress,
    completed,
    claimed,
    claimable: completed > claimed && taskLive(task, now),
    startAt: task.startAt,
    endAt: task.endAt,
  };
}

async function viewsOf(db: Queryable, tasks: StoredTask[], userId: string | null, now: Date): Promise<ActivityTask[]> {
  const keys = periodKeysAt(now);
  const standing = userId
    ? await standingOf(
        db,
        userId,
        tasks.map((task) => ({ taskId: task.id, periodKey: periodKey(task.period, keys) })),
      )
    : new Map();
  return tasks.map((task) => taskView(task, standing.get(task.id), now));
}

export async function activityDetail(db: Queryable, id: number, userId: string | null, now: Date): Promise<ActivityDetail> {
  const activity = await findActivity(db, id);
  if (!activity) throw new AppError(ResultCode.activityNotFound, 404);
  const tasks = await viewsOf(db, await tasksOf(db, id), userId, now);
  return { ...card(activity, now), rulesHtml: activity.rulesHtml, tasks };
}

/** Claims the next completed, unclaimed round of a task in the current period. */
export async function claimTask(db: Database, userId: string, taskId: number, now: Date): Promise<TaskClaimResult> {
  return db.transaction(async (tx) => {
    // Every claim of this user waits here for the one before it, and then sees its row.
    if ((await lockWallet(tx, userId)) === null) throw new AppError(ResultCode.sessionInvalid, 401);
    const task = await findTask(tx, taskId);
    if (!task) throw new AppError(ResultCode.taskNotFound, 404);
    if (!taskLive(task, now)) throw new AppError(ResultCode.activityNotRunning, 400);
    const key = periodKey(task.period, periodKeysAt(now));
    const before = taskView(task, (await standingOf(tx, userId, [{ taskId, periodKey: key }])).get(taskId), now);
    if (before.claimed >= task.times) throw new AppError(ResultCode.rewardClaimed, 409);
    if (before.completed <= before.claimed) throw new AppError(ResultCode.taskNotDone, 400);
    const round = before.claimed + 1;
    const ledger = await changeBalance(tx, {
      userId,
      amount: task.reward,
      reason: 'grant',
      reference: `task:${taskId}:${key}:${round}`,
      at: now,
    });
    if (!(await insertClaim(tx, { userId, taskId, periodKey: key, round, reward: task.reward, ledgerId: ledger.ledgerId, at: now }))) {
      throw new AppError(ResultCode.rewardClaimed, 409);
    }
    return {
      taskId,
      reward: task.reward,
      coinNum: ledger.balanceAfter,
      task: { ...before, claimed: round, claimable: before.completed > round },
    };
  });
}
