import type { LaunchResult, PageQuery, Paged, ReservableGame, ReservationState } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { addMessageToUsers } from '../messages';
import * as repo from './repository';

/**
 * Pre-registration (预约, issue 18). A reservation is one row per (user, game), added or removed
 * on the game's locked row together with games.reservation_count, so the count equals the rows
 * under any number of concurrent clicks and a repeated click changes nothing. The launch flips
 * the status in the same transaction that writes the notices: only the flipping call writes
 * them, in batches of one INSERT … SELECT each, so every reserver gets exactly one.
 */

/** Reservers per INSERT … SELECT of the launch notice. */
export const NOTICE_BATCH = 5000;

export const launchTitle = (name: string) => `《${name}》已上线`;
const launchContent = (name: string) => `你预约的游戏《${name}》已正式上线，快去下载体验吧！`;

const notFound = () => new AppError(ResultCode.gameNotFound, 404);

export async function reservationState(db: Queryable, gameId: number, userId: string | null): Promise<ReservationState> {
  const state = await repo.findState(db, gameId, userId);
  if (!state) throw notFound();
  return state;
}

export async function reserve(db: Database, userId: string, gameId: number, at: Date): Promise<ReservationState> {
  await db.transaction(async (tx) => {
    const game = await repo.lockGame(tx, gameId);
    if (!game) throw notFound();
    // A game that is out already needs no reservation; a repeat of an existing one is not an error.
    if (game.status !== 'upcoming') throw new AppError(ResultCode.gameNotUpcoming, 409);
    if (await repo.insertReservation(tx, userId, gameId, at)) await repo.addToCount(tx, gameId, 1);
  });
  return reservationState(db, gameId, userId);
}

export async function unreserve(db: Database, userId: string, gameId: number): Promise<ReservationState> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockGame(tx, gameId))) throw notFound();
    if (await repo.deleteReservation(tx, userId, gameId)) await repo.addToCount(tx, gameId, -1);
  });
  return reservationState(db, gameId, userId);
}

/** Launches a game (staff, or the timer at its planned date): once; a repeat sends nothing. */
export async function launchGame(db: Database, gameId: number, at: Date): Promise<LaunchResult> {
  return db.transaction(async (tx) => {
    const game = await repo.lockGame(tx, gameId);
    if (!game) throw notFound();
    if (!(await repo.markLaunched(tx, gameId, at))) return { gameId, launched: false, notified: 0 };
    let notified = 0;
    let after = '0';
    for (;;) {
      const batch = await repo.reserverBatch(tx, gameId, after, NOTICE_BATCH);
      if (batch.length === 0) break;
      await addMessageToUsers(tx, batch, launchTitle(game.name), launchContent(game.name), at);
      notified += batch.length;
      after = batch[batch.length - 1]!;
    }
    return { gameId, launched: true, notified };
  });
}

/** Launches every upcoming game whose planned date has come; returns what was launched. */
export async function launchDueGames(db: Database, at: Date): Promise<LaunchResult[]> {
  const results: LaunchResult[] = [];
  for (const gameId of await repo.dueGames(db, at, 100)) results.push(await launchGame(db, gameId, at));
  return results;
}

export async function upcomingGames(db: Queryable, userId: string | null, query: PageQuery): Promise<Paged<ReservableGame>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([repo.listUpcoming(db, userId, window), repo.countUpcoming(db)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export async function myReservations(db: Queryable, userId: string, query: PageQuery): Promise<Paged<ReservableGame>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([repo.listMine(db, userId, window), repo.countMine(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export async function reservationBadge(db: Queryable, userId: string): Promise<{ unseenLaunches: number }> {
  return { unseenLaunches: await repo.countUnseenLaunches(db, userId) };
}

export async function markLaunchesSeen(db: Queryable, userId: string): Promise<{ unseenLaunches: number }> {
  await repo.markLaunchesSeen(db, userId);
  return { unseenLaunches: 0 };
}

/** Reservation counts by game id (for the charts of issue 18's 预约 chart): the kept column, no COUNT. */
export function reservationCounts(db: Queryable, gameIds: readonly number[]): Promise<Map<number, number>> {
  return repo.reservationCountsOf(db, gameIds);
}

/** Makes a game upcoming with a planned date (the demo seed and tests). */
export function setUpcoming(db: Queryable, gameId: number, plannedAt: Date): Promise<void> {
  return repo.setUpcoming(db, gameId, plannedAt);
}
