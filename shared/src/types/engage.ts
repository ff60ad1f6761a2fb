/**
 * Check-in and the activity centre (spec §1, §2 /checkin, /activity): types derived from their
 * one declaration, ../schemas/engage.ts.
 */
import type { Static } from '@sinclair/typebox';
import type {
  ActivityCardSchema,
  ActivityDetailSchema,
  ActivityTaskSchema,
  CheckinDaySchema,
  CheckinDayStateSchema,
  CheckinResultSchema,
  CheckinRewardSchema,
  CheckinStatusSchema,
  MakeUpResultSchema,
  TaskClaimResultSchema,
  TaskEventSchema,
  TaskPeriodSchema,
} from '../schemas/engage';

export type CheckinDayState = Static<typeof CheckinDayStateSchema>;
export type CheckinDay = Static<typeof CheckinDaySchema>;
export type CheckinReward = Static<typeof CheckinRewardSchema>;
/** `GET /api/checkin`: the month's calendar, streak, today's state, reward table, make-up cost. */
export type CheckinStatus = Static<typeof CheckinStatusSchema>;
/** `POST /api/checkin`. */
export type CheckinResult = Static<typeof CheckinResultSchema>;
/** `POST /api/checkin/makeup` {day}. */
export type MakeUpResult = Static<typeof MakeUpResultSchema>;
/** What advances a task: a real action of another module. */
export type TaskEvent = Static<typeof TaskEventSchema>;
export type TaskPeriod = Static<typeof TaskPeriodSchema>;
/** `GET /api/activity/list`: one activity in the list. */
export type ActivityCard = Static<typeof ActivityCardSchema>;
export type ActivityTask = Static<typeof ActivityTaskSchema>;
/** `GET /api/activity/{id}`. */
export type ActivityDetail = Static<typeof ActivityDetailSchema>;
/** `POST /api/activity/task/{taskId}/claim`. */
export type TaskClaimResult = Static<typeof TaskClaimResultSchema>;
