import { isMemberStatus } from '@portal/shared/rules';
import { DownloadType, FREE_ONLINE_TYPE, type DownloadResult, type PlatformType } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { ResultCode } from '@portal/shared/types';
import { changeBalance } from '../wallet/ledger';

/**
 * The download flow (spec §4, §6): free games for everyone with a session; paid games free
 * for members and for users who bought them, otherwise charged once. Money moves only in
 * the transaction below, through changeBalance (ledger row + balance), and a paid game is
 * bought once per user: the user's row is locked first (FOR UPDATE), so two requests of one
 * user run one after the other and the second sees the first one's purchase.
 */

interface GameRow {
  id: string;
  online_type: number;
  buy_amount: number;
  is_android: boolean;
  is_ios: boolean;
  android_url: string | null;
  ios_url: string | null;
}

interface PayerRow {
  coin_num: string;
  level_type: number;
  exp_time: Date | string | null;
}

/** The one membership rule (@portal/shared/rules), on a users row: an expired member pays. */
export function isActiveMember(levelType: number, expTime: Date | string | null, at: Date): boolean {
  return isMemberStatus({ levelType, expTime: expTime === null ? null : new Date(expTime).toISOString() }, at.getTime());
}

/** The link for the platform, or null when the game is not offered there (spec §5: must start with http). */
export function platformUrl(
  game: Pick<GameRow, 'is_android' | 'is_ios' | 'android_url' | 'ios_url'>,
  platform: PlatformType,
): string | null {
  const url = platform === DownloadType.android ? (game.is_android ? game.android_url : null) : game.is_ios ? game.ios_url : null;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

async function recordDownload(tx: Queryable, userId: string | null, gameId: string, platform: PlatformType, at: Date) {
  await tx.query('INSERT INTO download_events (user_id, game_id, platform_type, created_at) VALUES ($1, $2, $3, $4)', [
    userId,
    gameId,
    platform,
    at,
  ]);
  // Last in the transaction: the game's row lock is held as briefly as possible.
  await tx.query('UPDATE games SET download_count = download_count + 1 WHERE id = $1', [gameId]);
}

export async function requestDownload(
  db: Database,
  userId: string | null,
  gameId: number,
  platform: PlatformType,
  at: Date,
): Promise<DownloadResult> {
  const game = await db.one<GameRow>(
    `SELECT id::text AS id, online_type, buy_amount, is_android, is_ios, android_url, ios_url FROM games WHERE id = $1`,
    [gameId],
  );
  if (!game) throw new AppError(ResultCode.gameNotFound, 404);
  const url = platformUrl(game, platform);
  if (!url) throw new AppError(ResultCode.platformUnavailable, 400);

  if (userId === null) {
    // A visitor: free games only (spec §6); a paid one needs a login first.
    if (Number(game.online_type) !== FREE_ONLINE_TYPE) throw new AppError(ResultCode.sessionInvalid, 401);
    return db.transaction(async (tx) => {
      await recordDownload(tx, null, game.id, platform, at);
      return { url, charged: 0, access: 'free' as const, coinNum: 0 };
    });
  }

  return db.transaction(async (tx) => {
    // Locks the payer: every money step of this user waits here for the one before it.
    const payer = await tx.one<PayerRow>('SELECT coin_num::text AS coin_num, level_type, exp_time FROM users WHERE uid = $1 FOR UPDATE', [
      userId,
    ]);
    if (!payer) throw new AppError(ResultCode.sessionInvalid, 401);
    let access: DownloadResult['access'];
    let charged = 0;
    let coinNum = Number(payer.coin_num);

    if (Number(game.online_type) === FREE_ONLINE_TYPE) {
      access = 'free';
    } else if (await tx.one('SELECT 1 FROM game_purchases WHERE user_id = $1 AND game_id = $2', [userId, game.id])) {
      access = 'owned';
    } else if (isActiveMember(payer.level_type, payer.exp_time, at)) {
      access = 'member';
    } else {
      // Read the price inside the transaction, so what is charged is what is recorded.
      const price = await tx.one<{ buy_amount: number }>('SELECT buy_amount FROM games WHERE id = $1', [game.id]);
      charged = Number(price!.buy_amount);
      // Throws InsufficientBalanceError (1201 当前X钻余额不足！), which rolls everything back.
      const ledger = await changeBalance(tx, { userId, amount: -charged, reason: 'purchase', reference: `game:${game.id}`, at });
      await tx.query('INSERT INTO game_purchases (user_id, game_id, price, ledger_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        game.id,
        charged,
        ledger.ledgerId,
        at,
      ]);
      coinNum = ledger.balanceAfter;
      access = 'purchased';
    }

    await recordDownload(tx, userId, game.id, platform, at);
    return { url, charged, access, coinNum };
  });
}

export interface Attribution {
  userId: string | null;
  gameId: number | null;
  platformType: PlatformType | null;
  channelId: string;
  inviteCode: string | null;
}

/** Records where a download came from; a game id that names no game is stored as null. */
export async function recordAttribution(db: Queryable, attribution: Attribution, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO download_events (user_id, game_id, platform_type, channel_id, invite_code, created_at)
     VALUES ($1, (SELECT id FROM games WHERE id = $2::bigint), $3, $4, $5, $6)`,
    [attribution.userId, attribution.gameId, attribution.platformType, attribution.channelId, attribution.inviteCode, at],
  );
}
