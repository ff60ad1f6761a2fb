import type { PlatformType } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** SQL of game_purchases and download_events. */

export async function hasPurchased(db: Queryable, userId: string, gameId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM game_purchases WHERE user_id = $1 AND game_id = $2', [userId, gameId]));
}

export async function insertPurchase(
  tx: Queryable,
  purchase: { userId: string; gameId: number; price: number; ledgerId: string; at: Date },
): Promise<void> {
  await tx.query('INSERT INTO game_purchases (user_id, game_id, price, ledger_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
    purchase.userId,
    purchase.gameId,
    purchase.price,
    purchase.ledgerId,
    purchase.at,
  ]);
}

export interface DownloadEvent {
  userId: string | null;
  gameId: number | null;
  platformType: PlatformType | null;
  channelId?: string;
  inviteCode?: string | null;
  at: Date;
}

export async function insertDownloadEvent(tx: Queryable, event: DownloadEvent): Promise<void> {
  await tx.query(
    `INSERT INTO download_events (user_id, game_id, platform_type, channel_id, invite_code, created_at)
     VALUES ($1, $2, $3, COALESCE($4, '0'), $5, $6)`,
    [event.userId, event.gameId, event.platformType, event.channelId ?? null, event.inviteCode ?? null, event.at],
  );
}

export interface DownloadableGame {
  id: number;
  online_type: number;
  buy_amount: number;
  is_android: boolean;
  is_ios: boolean;
  android_url: string | null;
  ios_url: string | null;
  /** 即将上线 games (issue 18's pre-registration) have nothing to download yet. */
  release_status: 'upcoming' | 'released';
}

/** What the download flow needs of a game (a read of the catalogue's games). */
export function findDownloadableGame(db: Queryable, gameId: number): Promise<DownloadableGame | undefined> {
  return db.one<DownloadableGame>(
    `SELECT id::int AS id, online_type, buy_amount, is_android, is_ios, android_url, ios_url, release_status FROM games WHERE id = $1`,
    [gameId],
  );
}

/** The price read inside the purchase's transaction, so what is charged is what is recorded. */
export async function currentPrice(tx: Queryable, gameId: number): Promise<number> {
  const row = await tx.one<{ buy_amount: number }>('SELECT buy_amount FROM games WHERE id = $1', [gameId]);
  return Number(row!.buy_amount);
}

/** Whether the user has a recorded download of the game (only downloaders may review it, issue 18). */
export async function hasDownloaded(db: Queryable, userId: string, gameId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 AS one FROM download_events WHERE user_id = $1 AND game_id = $2 LIMIT 1', [userId, gameId]));
}
