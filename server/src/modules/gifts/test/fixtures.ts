/**
 * Test fixtures of the gifts and downloads suites: games, gift packs and members written
 * straight into the database (the catalogue seed is not needed), each with fresh ids.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/types';

export interface GameFixture {
  name?: string;
  onlineType?: number;
  buyAmount?: number;
  isAndroid?: boolean;
  isIos?: boolean;
  androidUrl?: string | null;
  iosUrl?: string | null;
}

/** Inserts a game (free, Android and iOS by default) and returns its id. */
export async function insertGame(db: Queryable, game: GameFixture = {}): Promise<number> {
  const suffix = randomBytes(4).toString('hex');
  const name = game.name ?? `测试游戏${suffix}`;
  const row = await db.one<{ id: string }>(
    `INSERT INTO games (name, pinyin_full, pinyin_initials, category_id, summary, description, icon, is_ios, is_android, is_h5,
       online_type, buy_amount, developer, version, package_size, licence_number, age_rating, privacy_policy_url,
       android_url, ios_url, updated_at)
     VALUES ($1, $2, $3, 1, '测试简介', '测试描述', $4, $5, $6, false, $7, $8, '测试工作室', '1.0.0', 1048576, 'ISBN 978-7-0000-0000-0',
       '12+', 'https://example.com/privacy', $9, $10, now())
     RETURNING id::text AS id`,
    [
      name,
      `ceshi${suffix}`,
      'cs',
      `https://img.example.com/${suffix}.png`,
      game.isIos ?? true,
      game.isAndroid ?? true,
      game.onlineType ?? 0,
      game.buyAmount ?? 0,
      game.androidUrl === undefined ? `https://download.xgame.example.com/${suffix}/game.apk` : game.androidUrl,
      game.iosUrl === undefined ? `https://download.xgame.example.com/${suffix}/game.ipa` : game.iosUrl,
    ],
  );
  return Number(row!.id);
}

export interface PackFixture {
  name?: string;
  codes?: string[];
  poolSize?: number;
  expiresAt?: Date | null;
}

/** Inserts a gift pack with its codes (poolSize random codes unless codes are given). */
export async function insertGiftPack(db: Queryable, gameId: number, pack: PackFixture = {}): Promise<{ id: number; codes: string[] }> {
  const codes = pack.codes ?? Array.from({ length: pack.poolSize ?? 10 }, () => `T${randomBytes(5).toString('hex').toUpperCase()}`);
  const row = await db.one<{ id: string }>(
    `INSERT INTO gift_packs (game_id, name, content, usage, expires_at) VALUES ($1, $2, '钻石×100、金币×5000', '进入游戏兑换', $3)
     RETURNING id::text AS id`,
    [gameId, pack.name ?? '新手礼包', pack.expiresAt ?? null],
  );
  for (const code of codes) await db.query('INSERT INTO gift_codes (gift_id, code) VALUES ($1, $2)', [row!.id, code]);
  return { id: Number(row!.id), codes };
}

/** Makes a user a member (levelType ≥ 1) until expTime (null = no end), or not (levelType 0). Diamonds go through changeBalance. */
export async function setMembership(db: Queryable, uid: string, levelType: number, expTime: Date | null): Promise<void> {
  await db.query('UPDATE users SET level_type = $2, exp_time = $3 WHERE uid = $1', [uid, levelType, expTime]);
}
