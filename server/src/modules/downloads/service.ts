import { DownloadType, type DownloadResult, FREE_ONLINE_TYPE, type PlatformType, ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { domainEventsOf } from '../../platform/events/domain-events';
import { AppError } from '../../platform/http/app-error';
import { countDownload, gameExists } from '../catalogue';
import { isActiveMember } from '../vip';
import { changeBalance, lockWallet } from '../wallet';
import { currentPrice, type DownloadableGame, findDownloadableGame, hasPurchased, insertDownloadEvent, insertPurchase } from './repository';

/**
 * The download flow (spec §4, §6): free games for everyone, visitors included; paid games
 * free for members and for users who bought them, otherwise charged once — a visitor is sent
 * to log in first. Money moves only in the transaction below, through changeBalance (ledger
 * row + balance), and a paid game is bought once per user: the user's row is locked first
 * (lockWallet), so two requests of one user run one after the other and the second sees the
 * first one's purchase.
 */

/** The appID every client request carries (spec §9 default appID): the portal itself, not a game. */
export const CLIENT_APP_ID = 2008;

/** The link for the platform, or null when the game is not offered there (spec §5: must start with http). */
export function platformUrl(
  game: Pick<DownloadableGame, 'is_android' | 'is_ios' | 'android_url' | 'ios_url'>,
  platform: PlatformType,
): string | null {
  const url = platform === DownloadType.android ? (game.is_android ? game.android_url : null) : game.is_ios ? game.ios_url : null;
  return url && /^https?:\/\//i.test(url) ? url : null;
}

async function recordDownload(tx: Queryable, userId: string | null, gameId: number, platform: PlatformType, at: Date) {
  await insertDownloadEvent(tx, { userId, gameId, platformType: platform, at });
  await countDownload(tx, gameId);
}

export async function requestDownload(
  db: Database,
  userId: string | null,
  gameId: number,
  platform: PlatformType,
  at: Date,
): Promise<DownloadResult> {
  const game = await findDownloadableGame(db, gameId);
  if (!game) throw new AppError(ResultCode.gameNotFound, 404);
  // An upcoming game's links are placeholders until its launch: refused before any charge.
  if (game.release_status === 'upcoming') throw new AppError(ResultCode.gameNotReleased, 409);
  const url = platformUrl(game, platform);
  if (!url) throw new AppError(ResultCode.platformUnavailable, 400);
  const free = Number(game.online_type) === FREE_ONLINE_TYPE;

  if (userId === null) {
    // A visitor: free games only (spec §6); a paid one needs a login first.
    if (!free) throw new AppError(ResultCode.sessionInvalid, 401);
    return db.transaction(async (tx) => {
      await recordDownload(tx, null, game.id, platform, at);
      return { url, charged: 0, access: 'free' as const, coinNum: 0 };
    });
  }

  return db.transaction(async (tx) => {
    // Locks the payer: every money step of this user waits here for the one before it.
    const balance = await lockWallet(tx, userId);
    if (balance === null) throw new AppError(ResultCode.sessionInvalid, 401);
    let access: DownloadResult['access'];
    let charged = 0;
    let coinNum = balance;

    if (free) {
      access = 'free';
    } else if (await hasPurchased(tx, userId, game.id)) {
      access = 'owned';
    } else if (await isActiveMember(tx, userId, at)) {
      access = 'member';
    } else {
      charged = await currentPrice(tx, game.id);
      // Throws InsufficientBalanceError (1201 当前X钻余额不足！), which rolls everything back.
      const ledger = await changeBalance(tx, { userId, amount: -charged, reason: 'purchase', reference: `game:${game.id}`, at });
      await insertPurchase(tx, { userId, gameId: game.id, price: charged, ledgerId: ledger.ledgerId, at });
      coinNum = ledger.balanceAfter;
      access = 'purchased';
    }

    await recordDownload(tx, userId, game.id, platform, at);
    await domainEventsOf(db).publish(tx, { type: 'download', userId, at });
    return { url, charged, access, coinNum };
  });
}

export interface Attribution {
  userId: string | null;
  /** An explicit game id: it must name a game (1203 otherwise). */
  gameId?: number | undefined;
  /** The request's appID: stored as the game only when it names one (2008 is the portal itself). */
  appId?: number | undefined;
  platformType: PlatformType | null;
  channelId: string;
  inviteCode: string | null;
}

/** POST /api/user/game/download/upload: records where a download came from. */
export async function recordAttribution(db: Queryable, attribution: Attribution, at: Date): Promise<void> {
  let gameId: number | null = null;
  if (attribution.gameId !== undefined) {
    if (!(await gameExists(db, attribution.gameId))) throw new AppError(ResultCode.gameNotFound, 404);
    gameId = attribution.gameId;
  } else if (attribution.appId !== undefined && attribution.appId !== CLIENT_APP_ID && (await gameExists(db, attribution.appId))) {
    gameId = attribution.appId;
  }
  await insertDownloadEvent(db, {
    userId: attribution.userId,
    gameId,
    platformType: attribution.platformType,
    channelId: attribution.channelId,
    inviteCode: attribution.inviteCode,
    at,
  });
}
