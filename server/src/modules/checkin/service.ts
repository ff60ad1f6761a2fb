import {
  addDays,
  CHECKIN_MAKEUP_COST,
  CHECKIN_REWARDS,
  checkinRewardFor,
  chinaDay,
  daysOfMonth,
  isCalendarDay,
  monthOf,
} from '@portal/shared/rules';
import type { CheckinDay, CheckinResult, CheckinStatus, MakeUpResult } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import type { DomainEvents } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { changeBalance, lockWallet } from '../wallet';
import { accountCreatedAt, checkinsBetween, hasCheckin, insertCheckin, setCheckinLedger, streakEndingOn } from './repository';

/**
 * Daily check-in (spec §1). The day is the China day (Asia/Shanghai) of the SERVER's clock —
 * nothing the client sends is read, so a device set to another date changes nothing. One
 * check-in per user and day (the row's primary key), paid through the wallet's ledger in the
 * same transaction (reason grant, reference checkin:<day>): concurrent check-ins pay once. The
 * reward grows with the streak (CHECKIN_REWARDS, day 7 the biggest, then the cycle restarts).
 * A missed day of this month (since the account exists) can be made up (补签) for CHECKIN_MAKEUP_COST X钻 (reason purchase,
 * reference checkin-makeup:<day>): it pays no reward but joins the streak again. A check-in
 * publishes the 'checkin' event in its transaction (activity tasks count it).
 */

export async function checkinStatus(db: Queryable, userId: string, now: Date): Promise<CheckinStatus> {
  const today = chinaDay(now);
  const month = monthOf(today);
  const monthDays = daysOfMonth(month);
  const [rows, streakToday, streakYesterday, createdAt] = await Promise.all([
    checkinsBetween(db, userId, monthDays[0]!, monthDays.at(-1)!),
    streakEndingOn(db, userId, today),
    streakEndingOn(db, userId, addDays(today, -1)),
    accountCreatedAt(db, userId),
  ]);
  const firstDay = createdAt ? chinaDay(createdAt) : today;
  const kinds = new Map(rows.map((row) => [row.day, row.kind]));
  const days: CheckinDay[] = monthDays.map((day) => {
    const kind = kinds.get(day);
    if (kind) return { day, state: kind === 'checkin' ? 'checked' : 'madeUp' };
    if (day === today) return { day, state: 'today' };
    if (day > today) return { day, state: 'future' };
    return { day, state: day < firstDay ? 'before' : 'missed' };
  });
  const checkedToday = streakToday > 0;
  const streak = checkedToday ? streakToday : streakYesterday;
  return {
    today,
    month,
    checkedToday,
    streak,
    todayReward: checkinRewardFor(checkedToday ? streakToday : streakYesterday + 1),
    makeUpCost: CHECKIN_MAKEUP_COST,
    days,
    rewards: CHECKIN_REWARDS.map((coins, index) => ({ day: index + 1, coins })),
  };
}

export async function checkIn(db: Database, events: DomainEvents, userId: string, now: Date): Promise<CheckinResult> {
  const day = chinaDay(now);
  return db.transaction(async (tx) => {
    // Every money step of this user waits here for the one before it.
    if ((await lockWallet(tx, userId)) === null) throw new AppError(ResultCode.sessionInvalid, 401);
    const streak = (await streakEndingOn(tx, userId, addDays(day, -1))) + 1;
    const reward = checkinRewardFor(streak);
    if (!(await insertCheckin(tx, { userId, day, kind: 'checkin', coins: reward, at: now }))) {
      throw new AppError(ResultCode.alreadyCheckedIn, 409);
    }
    const ledger = await changeBalance(tx, { userId, amount: reward, reason: 'grant', reference: `checkin:${day}`, at: now });
    await setCheckinLedger(tx, userId, day, ledger.ledgerId);
    await events.publish(tx, { type: 'checkin', userId, at: now });
    return { day, streak, reward, coinNum: ledger.balanceAfter };
  });
}

/** Makes up a missed day of this month (before today), charging the cost once. */
export async function makeUp(db: Database, userId: string, day: string, now: Date): Promise<MakeUpResult> {
  if (!isCalendarDay(day)) throw new AppError(ResultCode.badRequest, 400, 'day 不是有效的日期（YYYY-MM-DD）');
  const today = chinaDay(now);
  if (monthOf(day) !== monthOf(today) || day >= today) throw new AppError(ResultCode.makeUpNotAllowed, 400);
  return db.transaction(async (tx) => {
    if ((await lockWallet(tx, userId)) === null) throw new AppError(ResultCode.sessionInvalid, 401);
    if (await hasCheckin(tx, userId, day)) throw new AppError(ResultCode.dayAlreadyChecked, 409);
    // A day before the account existed was never missed.
    const createdAt = await accountCreatedAt(tx, userId);
    if (createdAt && day < chinaDay(createdAt)) throw new AppError(ResultCode.makeUpNotAllowed, 400);
    await insertCheckin(tx, { userId, day, kind: 'makeup', coins: CHECKIN_MAKEUP_COST, at: now });
    // Throws InsufficientBalanceError (1201), which rolls the made-up day back too.
    const ledger = await changeBalance(tx, {
      userId,
      amount: -CHECKIN_MAKEUP_COST,
      reason: 'purchase',
      reference: `checkin-makeup:${day}`,
      at: now,
    });
    await setCheckinLedger(tx, userId, day, ledger.ledgerId);
    const streak = (await streakEndingOn(tx, userId, today)) || (await streakEndingOn(tx, userId, addDays(today, -1)));
    return { day, cost: CHECKIN_MAKEUP_COST, streak, coinNum: ledger.balanceAfter };
  });
}
