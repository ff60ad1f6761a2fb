import type { AddVersionResult, FollowedGame, FollowState, GameVersion, PageQuery, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { followLoggedVersion } from '../catalogue';
import { addMessageToUsers } from '../messages';
import * as repo from './repository';

/**
 * Following a game and its update log (issue 18). A new version notifies every follower once:
 * the version is unique per game, and only the call that inserted it writes the messages — in
 * the same transaction, in batches of one INSERT … SELECT each.
 */

export const NOTICE_BATCH = 5000;
const NOTES_IN_MESSAGE = 200;

export const versionTitle = (name: string, version: string) => `《${name}》更新到 ${version}`;

async function existingGame(db: Queryable, gameId: number): Promise<string> {
  const name = await repo.gameName(db, gameId);
  if (name === undefined) throw new AppError(ResultCode.gameNotFound, 404);
  return name;
}

export async function followState(db: Queryable, gameId: number, userId: string | null): Promise<FollowState> {
  await existingGame(db, gameId);
  return { gameId, ...(await repo.followState(db, gameId, userId)) };
}

export async function follow(db: Queryable, userId: string, gameId: number, at: Date): Promise<FollowState> {
  await existingGame(db, gameId);
  await repo.insertFollow(db, userId, gameId, at);
  return followState(db, gameId, userId);
}

export async function unfollow(db: Queryable, userId: string, gameId: number): Promise<FollowState> {
  await existingGame(db, gameId);
  await repo.deleteFollow(db, userId, gameId);
  return followState(db, gameId, userId);
}

export async function followedGames(db: Queryable, userId: string, query: PageQuery): Promise<Paged<FollowedGame>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([repo.listFollowed(db, userId, window), repo.countFollowed(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export async function versionLog(db: Queryable, gameId: number, query: PageQuery): Promise<Paged<GameVersion>> {
  await existingGame(db, gameId);
  const window = pageWindow(query);
  const [items, total] = await Promise.all([repo.listVersions(db, gameId, window), repo.countVersions(db, gameId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new AppError(ResultCode.badRequest, 400, `参数错误：${field} 不能为空`);
  return trimmed;
}

/** Adds a version to the log (staff, seed) and notifies the followers once. */
export async function addVersion(
  db: Database,
  gameId: number,
  input: { version: string; notes: string },
  at: Date,
): Promise<AddVersionResult> {
  const version = required(input.version, 'version 版本号');
  const notes = required(input.notes, 'notes 更新内容');
  return db.transaction(async (tx) => {
    const name = await existingGame(tx, gameId);
    const entry = await repo.insertVersion(tx, gameId, version, notes, at);
    if (!entry) return { entry: (await repo.findVersion(tx, gameId, version))!, created: false, notified: 0 };
    await followLoggedVersion(tx, gameId, version, at);
    const content = notes.length > NOTES_IN_MESSAGE ? `${notes.slice(0, NOTES_IN_MESSAGE)}…` : notes;
    let notified = 0;
    let after = '0';
    for (;;) {
      const batch = await repo.followerBatch(tx, gameId, after, NOTICE_BATCH);
      if (batch.length === 0) break;
      await addMessageToUsers(tx, batch, versionTitle(name, version), content, at);
      notified += batch.length;
      after = batch[batch.length - 1]!;
    }
    return { entry, created: true, notified };
  });
}
