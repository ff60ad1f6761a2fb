import type { ClaimedGift, GiftClaimResult, GiftPack, PageQuery, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { gameExists } from '../catalogue';
import {
  assignCode,
  claimedCodes,
  codeOf,
  countClaimedCodes,
  countPacks,
  findPack,
  lockClaimsOf,
  packsClaimableFirst,
  packsOfGame,
  takeFreeCode,
} from './repository';

/**
 * Gift packs and their code pools: a code is handed out once, and a user holds at most one
 * code per pack — a repeat claim answers the code the user already has.
 */
export const GIFT_EXPIRED_MESSAGE = '该礼包已过期，无法领取';
export const GIFT_NOT_FOUND_MESSAGE = '礼包不存在或已下架';

/** The packs of one game, oldest first; claimedCode is the caller's (null for guests). 1203 for an unknown game. */
export async function giftListOfGame(db: Queryable, gameId: number, userId: string | null): Promise<GiftPack[]> {
  // Both reads at once (one round trip on PostgreSQL's pool); the packs of no game are none.
  const [exists, packs] = await Promise.all([gameExists(db, gameId), packsOfGame(db, gameId, userId)]);
  if (!exists) throw new AppError(ResultCode.gameNotFound, 404);
  return packs;
}

/** Packs across all games for the welfare page, the ones a player can still claim first (issue 9). */
export async function allGiftPacks(db: Queryable, query: PageQuery, userId: string | null, at: Date): Promise<Paged<GiftPack>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([packsClaimableFirst(db, window, userId, at), countPacks(db)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

/** True for PostgreSQL's unique violation of the one-code-per-user index. */
function isOnePerUserConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint ?? e.message ?? '').includes('gift_codes_one_per_user');
}

/**
 * Hands the user one free code of the pack, or the one they already hold.
 * In one transaction: the user's claims on this pack are serialised by an advisory lock
 * (so one user's parallel claims never lock two codes), then a free code is taken with
 * FOR UPDATE SKIP LOCKED (other users' claims do not wait on each other). If the advisory
 * lock were ever bypassed, the unique index still refuses a second code and the conflict
 * is answered with the code that won.
 */
export async function claimGift(db: Database, giftId: number, userId: string, at: Date): Promise<GiftClaimResult> {
  try {
    return await db.transaction(async (tx) => {
      await lockClaimsOf(tx, giftId, userId);
      const pack = await findPack(tx, giftId);
      if (!pack) throw new AppError(ResultCode.notFound, 404, GIFT_NOT_FOUND_MESSAGE);
      const existing = await codeOf(tx, giftId, userId);
      if (existing) return { giftId, code: existing, newlyClaimed: false };
      if (pack.expires_at !== null && new Date(pack.expires_at).getTime() <= at.getTime()) {
        throw new AppError(ResultCode.failed, 400, GIFT_EXPIRED_MESSAGE);
      }
      const free = await takeFreeCode(tx, giftId);
      if (!free) throw new AppError(ResultCode.giftPoolEmpty, 409);
      await assignCode(tx, free.id, userId, at);
      return { giftId, code: free.code, newlyClaimed: true };
    });
  } catch (error) {
    if (!isOnePerUserConflict(error)) throw error;
    const code = await codeOf(db, giftId, userId);
    if (!code) throw error;
    return { giftId, code, newlyClaimed: false };
  }
}

/** The codes a user claimed, newest first. */
export async function claimedGifts(db: Queryable, userId: string, query: PageQuery): Promise<Paged<ClaimedGift>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([claimedCodes(db, userId, window), countClaimedCodes(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}
