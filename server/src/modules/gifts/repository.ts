import type { ClaimedGift, GiftPack } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import type { PageWindow } from '../../platform/http/paging';

/**
 * SQL of gift_packs and gift_codes (reads join games for the game's name and icon). A code is
 * handed out once (claimed_by is set in the transaction that locked it), and a user holds at
 * most one code per pack (gift_codes_one_per_user).
 */

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

export async function packsOfGame(db: Queryable, gameId: number, userId: string | null): Promise<GiftPack[]> {
  const rows = await db.query<PackRow>(`${PACK_SELECT} WHERE p.game_id = $2 ORDER BY p.id`, [userId, gameId]);
  return rows.map(toPack);
}

/**
 * Packs across all games: the ones a player can still claim first, then sold-out and expired
 * ones; newest first within each. Each pack's "any code left" is one probe of the
 * gift_codes_free partial index.
 */
export async function packsClaimableFirst(db: Queryable, window: PageWindow, userId: string | null, at: Date): Promise<GiftPack[]> {
  const rows = await db.query<PackRow>(
    `${PACK_SELECT}
     ORDER BY (NOT EXISTS (SELECT 1 FROM gift_codes f WHERE f.gift_id = p.id AND f.claimed_by IS NULL)
               OR coalesce(p.expires_at <= $4, false)), p.id DESC
     LIMIT $2 OFFSET $3`,
    [userId, window.pageSize, window.offset, at],
  );
  return rows.map(toPack);
}

export async function countPacks(db: Queryable): Promise<number> {
  const count = await db.one<{ total: string }>('SELECT count(*)::text AS total FROM gift_packs');
  return Number(count?.total ?? 0);
}

export async function codeOf(db: Queryable, giftId: number, userId: string): Promise<string | undefined> {
  const row = await db.one<{ code: string }>('SELECT code FROM gift_codes WHERE gift_id = $1 AND claimed_by = $2', [giftId, userId]);
  return row?.code;
}

/** One user's claims on one pack take turns until the caller's transaction ends. */
export async function lockClaimsOf(tx: Queryable, giftId: number, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('gift:' || $1::text || ':' || $2::text))`, [giftId, userId]);
}

export function findPack(tx: Queryable, giftId: number): Promise<{ expires_at: Date | string | null } | undefined> {
  return tx.one<{ expires_at: Date | string | null }>('SELECT expires_at FROM gift_packs WHERE id = $1', [giftId]);
}

/** A free code of the pack, locked; codes other claims hold are skipped (they never wait on each other). */
export function takeFreeCode(tx: Queryable, giftId: number): Promise<{ id: string; code: string } | undefined> {
  return tx.one<{ id: string; code: string }>(
    `SELECT id::text AS id, code FROM gift_codes WHERE gift_id = $1 AND claimed_by IS NULL
     ORDER BY gift_codes.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [giftId],
  );
}

export async function assignCode(tx: Queryable, codeId: string, userId: string, at: Date): Promise<void> {
  await tx.query('UPDATE gift_codes SET claimed_by = $2, claimed_at = $3 WHERE id = $1', [codeId, userId, at]);
}

/** The codes a user claimed, newest first (gift_codes_user index). */
export async function claimedCodes(db: Queryable, userId: string, window: PageWindow): Promise<ClaimedGift[]> {
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
    [userId, window.pageSize, window.offset],
  );
  return rows.map((row) => ({
    giftId: Number(row.gift_id),
    gameId: Number(row.game_id),
    gameName: row.game_name,
    gameIcon: row.game_icon,
    name: row.name,
    code: row.code,
    claimedAt: new Date(row.claimed_at).toISOString(),
  }));
}

export async function countClaimedCodes(db: Queryable, userId: string): Promise<number> {
  const count = await db.one<{ total: string }>('SELECT count(*)::text AS total FROM gift_codes WHERE claimed_by = $1', [userId]);
  return Number(count?.total ?? 0);
}
