import type { ActivityCard, TaskEvent, TaskPeriod } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** SQL of the activity tables: activities, activity_tasks, task_progress, task_claims. */

/** A timestamp column as ISO 8601 (a Date may come from another realm, so no instanceof). */
const iso = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : new Date(String(value)).toISOString();

export interface StoredActivity extends Omit<ActivityCard, 'state'> {
  rulesHtml: string;
}

interface ActivityRow {
  id: number;
  title: string;
  summary: string;
  banner: string;
  rules_html: string;
  start_at: Date | string;
  end_at: Date | string;
}

function toActivity(row: ActivityRow): StoredActivity {
  return {
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    banner: row.banner,
    rulesHtml: row.rules_html,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
  };
}

const ACTIVITY_COLUMNS = 'id::int AS id, title, summary, banner, rules_html, start_at, end_at';

/** A page of activities, the latest ending first (index activities_end). */
export async function listActivities(db: Queryable, limit: number, offset: number): Promise<StoredActivity[]> {
  const rows = await db.query<ActivityRow>(`SELECT ${ACTIVITY_COLUMNS} FROM activities ORDER BY end_at DESC, id DESC LIMIT $1 OFFSET $2`, [
    limit,
    offset,
  ]);
  return rows.map(toActivity);
}

export async function countActivities(db: Queryable): Promise<number> {
  return Number((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM activities'))?.n ?? 0);
}

export async function findActivity(db: Queryable, id: number): Promise<StoredActivity | undefined> {
  const row = await db.one<ActivityRow>(`SELECT ${ACTIVITY_COLUMNS} FROM activities WHERE id = $1`, [id]);
  return row && toActivity(row);
}

export interface StoredTask {
  id: number;
  activityId: number;
  title: string;
  event: TaskEvent;
  period: TaskPeriod;
  target: number;
  times: number;
  reward: number;
  /** The task's window: its own, else its activity's. */
  startAt: string;
  endAt: string;
  /** The activity's window (a task is live only inside both). */
  activityStartAt: string;
  activityEndAt: string;
}

interface TaskRow {
  id: number;
  activity_id: number;
  title: string;
  event: TaskEvent;
  period: TaskPeriod;
  target: number;
  times: number;
  reward: number;
  start_at: Date | string;
  end_at: Date | string;
  activity_start_at: Date | string;
  activity_end_at: Date | string;
}

const TASK_SELECT = `SELECT t.id::int AS id, t.activity_id::int AS activity_id, t.title, t.event, t.period, t.target::int AS target,
    t.times::int AS times, t.reward::int AS reward, COALESCE(t.start_at, a.start_at) AS start_at, COALESCE(t.end_at, a.end_at) AS end_at,
    a.start_at AS activity_start_at, a.end_at AS activity_end_at
  FROM activity_tasks t JOIN activities a ON a.id = t.activity_id`;

function toTask(row: TaskRow): StoredTask {
  return {
    id: Number(row.id),
    activityId: Number(row.activity_id),
    title: row.title,
    event: row.event,
    period: row.period,
    target: Number(row.target),
    times: Number(row.times),
    reward: Number(row.reward),
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    activityStartAt: iso(row.activity_start_at),
    activityEndAt: iso(row.activity_end_at),
  };
}

export async function tasksOf(db: Queryable, activityId: number): Promise<StoredTask[]> {
  return (await db.query<TaskRow>(`${TASK_SELECT} WHERE t.activity_id = $1 ORDER BY t.sort, t.id`, [activityId])).map(toTask);
}

export async function findTask(db: Queryable, taskId: number): Promise<StoredTask | undefined> {
  const row = await db.one<TaskRow>(`${TASK_SELECT} WHERE t.id = $1`, [taskId]);
  return row && toTask(row);
}

export interface PeriodKeys {
  daily: string;
  weekly: string;
}

/**
 * One event: every task of its type live at `at` (inside its activity's window and its own)
 * counts it once in the period `at` falls in, up to what the period can complete (target ×
 * times). One statement, in the transaction of the action that happened.
 */
export async function advanceProgress(tx: Queryable, userId: string, event: TaskEvent, keys: PeriodKeys, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO task_progress (user_id, task_id, period_key, count, updated_at)
     SELECT $1, t.id, CASE t.period WHEN 'daily' THEN $3 WHEN 'weekly' THEN $4 ELSE 'once' END, 1, $5
     FROM activity_tasks t JOIN activities a ON a.id = t.activity_id
     WHERE t.event = $2 AND a.start_at <= $5 AND $5 < a.end_at
       AND (t.start_at IS NULL OR t.start_at <= $5) AND (t.end_at IS NULL OR $5 < t.end_at)
     ON CONFLICT (user_id, task_id, period_key) DO UPDATE
     SET count = LEAST(task_progress.count + 1, (SELECT target * times FROM activity_tasks WHERE id = EXCLUDED.task_id)),
         updated_at = EXCLUDED.updated_at`,
    [userId, event, keys.daily, keys.weekly, at],
  );
}

/** Progress and claimed rounds of the user for each (task, period key). */
export async function standingOf(
  db: Queryable,
  userId: string,
  keys: Array<{ taskId: number; periodKey: string }>,
): Promise<Map<number, { count: number; claimed: number }>> {
  const standing = new Map<number, { count: number; claimed: number }>();
  if (keys.length === 0) return standing;
  const rows = await db.query<{ task_id: number; count: number; claimed: number }>(
    `SELECT k.task_id::int AS task_id,
       COALESCE((SELECT p.count FROM task_progress p WHERE p.user_id = $1 AND p.task_id = k.task_id AND p.period_key = k.period_key), 0)::int AS count,
       (SELECT count(*) FROM task_claims c WHERE c.user_id = $1 AND c.task_id = k.task_id AND c.period_key = k.period_key)::int AS claimed
     FROM unnest($2::int[], $3::text[]) AS k (task_id, period_key)`,
    [userId, keys.map((key) => key.taskId), keys.map((key) => key.periodKey)],
  );
  for (const row of rows) standing.set(Number(row.task_id), { count: Number(row.count), claimed: Number(row.claimed) });
  return standing;
}

/** Records a claimed round: false when that round was claimed already (the primary key decides). */
export async function insertClaim(
  tx: Queryable,
  claim: { userId: string; taskId: number; periodKey: string; round: number; reward: number; ledgerId: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO task_claims (user_id, task_id, period_key, round, reward, ledger_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING RETURNING round`,
    [claim.userId, claim.taskId, claim.periodKey, claim.round, claim.reward, claim.ledgerId, claim.at],
  );
  return rows.length === 1;
}

/** An activity as data (the demo seed, tests, an operator's script): see README "Check-in and activities". */
export interface NewActivity {
  title: string;
  summary: string;
  banner: string;
  rulesHtml: string;
  startAt: Date;
  endAt: Date;
  tasks: NewTask[];
}

export interface NewTask {
  title: string;
  event: TaskEvent;
  period: TaskPeriod;
  target: number;
  times?: number;
  reward: number;
  startAt?: Date;
  endAt?: Date;
}

/** Writes an activity and its tasks (in the given order); returns the ids. */
export async function insertActivity(tx: Queryable, activity: NewActivity, at: Date): Promise<{ id: number; taskIds: number[] }> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO activities (title, summary, banner, rules_html, start_at, end_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id::int AS id`,
    [activity.title, activity.summary, activity.banner, activity.rulesHtml, activity.startAt, activity.endAt, at],
  );
  const id = Number(row!.id);
  const taskIds: number[] = [];
  for (const [sort, task] of activity.tasks.entries()) {
    const inserted = await tx.one<{ id: number }>(
      `INSERT INTO activity_tasks (activity_id, title, event, period, target, times, reward, sort, start_at, end_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::int AS id`,
      [id, task.title, task.event, task.period, task.target, task.times ?? 1, task.reward, sort, task.startAt ?? null, task.endAt ?? null],
    );
    taskIds.push(Number(inserted!.id));
  }
  return { id, taskIds };
}

export async function anyActivity(db: Queryable): Promise<boolean> {
  return (await db.one('SELECT 1 FROM activities LIMIT 1')) !== undefined;
}
