import type { ClaimedGift, GiftClaimResult, GiftPack, Paged } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode } from '@portal/shared/types';

/**
 * Gift packs and their code pools. A code is handed out once (claimed_by is set in the
 * transaction that locked it), and a user holds at most one code per pack
 * (gift_codes_one_per_user): a repeat claim answers the code the user already has.
 */

export const GIFT_EXPIRED_MESSAGE = '该礼包已过期，无法领取';
export const GIFT_NOT_FOUND_MESSAGE = '礼包不存在或已下架';

interface PackRow {
  id: string;
  game_id: string;
  game_name: string;
  game_icon: string;
  name: string;
  content: string;
  usage: string;
  expires_at: Date | string | null;
  remaining: string;
  total: string;
  claimed_code: string | null;
}

/** remaining counts the free codes (the gift_codes_free partial index), total every code. */
const PACK_SELECT = `
  SELECT p.id::text AS id, p.game_id::text AS game_id, g.name AS game_name, g.icon AS game_icon, p.name, p.content, p.usage, p.expires_at,
    (SELECT count(*) FROM gift_codes c WHERE c.gift_id = p.id AND c.claimed_by IS NULL)::text AS remaining,
    (SELECT count(*) FROM gift_codes c WHERE c.gift_id = p.id)::text AS total,
    (SELECT c.code FROM gift_codes c WHERE c.gift_id = p.id AND c.claimed_by = $1::bigint) AS claimed_code
  FROM gift_packs p JOIN games g ON g.id = p.game_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toPack(row: PackRow): GiftPack {
  return {
    id: Number(row.id),
    gameId: Number(row.game_id),
    gameName: row.game_name,
    gameIcon: row.game_icon,
    name: row.name,
    content: row.content,
    usage: row.usage,
    remaining: Number(row.remaining),
    total: Number(row.total),
    expiresAt: iso(row.expires_at),
    claimedCode: row.claimed_code,
  };
}

/** The packs of one game, oldest first; claimedCode is the caller's (null for guests). 1203 for an unknown game. */
export async function giftListOfGame(db: Queryable, gameId: number, userId: string | null): Promise<GiftPack[]> {
  const game = await db.one('SELECT 1 FROM games WHERE id = $1', [gameId]);
  if (!game) throw new AppError(ResultCode.gameNotFound, 404);
  const rows = await db.query<PackRow>(`${PACK_SELECT} WHERE p.game_id = $2 ORDER BY p.id`, [userId, gameId]);
  return rows.map(toPack);
}

/**
 * Packs across all games for the welfare page: the ones a player can still claim first (issue 9:
 * it opened on a sold-out pack), then sold-out and expired ones; newest first within each. Each
 * pack's "any code left" is one probe of the gift_codes_free partial index.
 */
export async function allGiftPacks(
  db: Queryable,
  page: number,
  pageSize: number,
  userId: string | null,
  at: Date,
): Promise<Paged<GiftPack>> {
  const rows = await db.query<PackRow>(
    `${PACK_SELECT}
     ORDER BY (NOT EXISTS (SELECT 1 FROM gift_codes f WHERE f.gift_id = p.id AND f.claimed_by IS NULL)
               OR coalesce(p.expires_at <= $4, false)), p.id DESC
     LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize, at],
  );
  const count = await db.one<{ total: string }>('SELECT count(*)::text AS total FROM gift_packs');
  return { items: rows.map(toPack), total: Number(count?.total ?? 0), page, pageSize };
}

/** True for PostgreSQL's unique violation of the one-code-per-user index. */
function isOnePerUserConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint ?? e.message ?? '').includes('gift_codes_one_per_user');
}

async function codeOf(db: Queryable, giftId: number, userId: string): Promise<string | undefined> {
  const row = await db.one<{ code: string }>('SELECT code FROM gift_codes WHERE gift_id = $1 AND claimed_by = $2', [giftId, userId]);
  return row?.code;
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
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('gift:' || $1::text || ':' || $2::text))`, [giftId, userId]);
      const pack = await tx.one<{ expires_at: Date | string | null }>('SELECT expires_at FROM gift_packs WHERE id = $1', [giftId]);
      if (!pack) throw new AppError(ResultCode.notFound, 404, GIFT_NOT_FOUND_MESSAGE);
      const existing = await codeOf(tx, giftId, userId);
      if (existing) return { giftId, code: existing, newlyClaimed: false };
      if (pack.expires_at !== null && new Date(pack.expires_at).getTime() <= at.getTime()) {
        throw new AppError(ResultCode.failed, 400, GIFT_EXPIRED_MESSAGE);
      }
      const free = await tx.one<{ id: string; code: string }>(
        `SELECT id::text AS id, code FROM gift_codes WHERE gift_id = $1 AND claimed_by IS NULL
         ORDER BY gift_codes.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [giftId],
      );
      if (!free) throw new AppError(ResultCode.giftPoolEmpty, 409);
      await tx.query('UPDATE gift_codes SET claimed_by = $2, claimed_at = $3 WHERE id = $1', [free.id, userId, at]);
      return { giftId, code: free.code, newlyClaimed: true };
    });
  } catch (error) {
    if (!isOnePerUserConflict(error)) throw error;
    const code = await codeOf(db, giftId, userId);
    if (!code) throw error;
    return { giftId, code, newlyClaimed: false };
  }
}

/** The codes a user claimed, newest first (gift_codes_user index). */
export async function claimedGifts(db: Queryable, userId: string, page: number, pageSize: number): Promise<Paged<ClaimedGift>> {
  const rows = await db.query<{
    gift_id: string;
    game_id: string;
    game_name: string;
    game_icon: string;
    name: string;
    code: string;
    claimed_at: Date | string;
  }>(
    `SELECT c.gift_id::text AS gift_id, p.game_id::text AS game_id, g.name AS game_name, g.icon AS game_icon,
       p.name, c.code, c.claimed_at
     FROM gift_codes c JOIN gift_packs p ON p.id = c.gift_id JOIN games g ON g.id = p.game_id
     WHERE c.claimed_by = $1
     ORDER BY c.claimed_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const count = await db.one<{ total: string }>('SELECT count(*)::text AS total FROM gift_codes WHERE claimed_by = $1', [userId]);
  return {
    items: rows.map((row) => ({
      giftId: Number(row.gift_id),
      gameId: Number(row.game_id),
      gameName: row.game_name,
      gameIcon: row.game_icon,
      name: row.name,
      code: row.code,
      claimedAt: new Date(row.claimed_at).toISOString(),
    })),
    total: Number(count?.total ?? 0),
    page,
    pageSize,
  };
}
