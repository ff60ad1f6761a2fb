import { seededRandom } from './seeded-random';
import { randomInt } from 'node:crypto';
import type { Clock } from '../platform/clock';
import type { Database, Queryable } from '../db/types';

/**
 * Demo gift packs: 1–3 packs for about 60% of the given games, each with a pool of unique
 * codes (XG + 10 upper-case letters/digits). Which games, how many packs, their names and
 * pool sizes follow from the game id (the same catalogue gets the same packs); the codes
 * themselves are random. A few pools are tiny (1–2 codes), exactly one pack is seeded empty,
 * some packs expire. Idempotent: a game that already has packs is left alone, and the empty
 * pack is added only while no pack with an empty pool exists.
 */

const PACK_NAMES = ['新手礼包', '豪华礼包', '节日礼包', '公测礼包', '周年庆礼包', '预约礼包', '签到礼包', '回归礼包'];
const ITEMS = [
  '钻石×100',
  '金币×5000',
  '体力药水×5',
  '高级招募券×2',
  '经验卡×10',
  '强化石×20',
  '时装体验卡×1',
  '钻石×300',
  '金币×20000',
  '坐骑碎片×30',
  '限定头像框×1',
  '双倍经验卡×3',
];
const USAGES = [
  '登录游戏后，进入「设置-礼包兑换」，输入兑换码即可领取，奖励通过游戏邮件发放。',
  '在游戏主界面点击头像，选择「兑换码」，粘贴兑换码后确认，道具将直接进入背包。',
  '进入游戏「福利中心-礼包码」页面输入兑换码领取。每个角色限领一次，请在有效期内使用。',
];
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export function giftCode(): string {
  let code = 'XG';
  for (let i = 0; i < 10; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function uniqueCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(giftCode());
  return [...codes];
}

export interface SeededPack {
  gameId: number;
  name: string;
  content: string;
  usage: string;
  poolSize: number;
  expiresAt: Date | null;
}

/** The packs a game gets (none for about 40% of games). */
export function plannedPacks(gameId: number, at: Date): SeededPack[] {
  const random = seededRandom(gameId * 2_654_435_761);
  if (random() >= 0.6) return [];
  const count = 1 + Math.floor(random() * 3);
  const names = [...PACK_NAMES].sort(() => random() - 0.5).slice(0, count);
  return names.map((name, index) => {
    const items = [...ITEMS].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3));
    // A game's first pack always has a real pool; a later one is sometimes nearly gone.
    const tiny = random() < 0.1 && index > 0;
    const poolSize = tiny ? 1 + Math.floor(random() * 2) : 20 + Math.floor(random() * 181);
    const expires = random() < 0.3;
    const days = 7 + Math.floor(random() * 84);
    return {
      gameId,
      name,
      content: items.join('、'),
      usage: pick(random, USAGES),
      poolSize,
      expiresAt: expires ? new Date(at.getTime() + days * 86_400_000) : null,
    };
  });
}

async function insertPack(tx: Queryable, pack: SeededPack, at: Date): Promise<void> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO gift_packs (game_id, name, content, usage, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [pack.gameId, pack.name, pack.content, pack.usage, pack.expiresAt, at],
  );
  if (pack.poolSize > 0) {
    await tx.query('INSERT INTO gift_codes (gift_id, code) SELECT $1, unnest($2::text[])', [row!.id, uniqueCodes(pack.poolSize)]);
  }
}

export interface GiftSeedReport {
  packs: number;
  codes: number;
}

export async function seedDemoGifts(db: Database, gameIds: number[], now: Date | Clock): Promise<GiftSeedReport> {
  const at = typeof now === 'function' ? now() : now;
  const report: GiftSeedReport = { packs: 0, codes: 0 };
  const withPacks: number[] = [];
  for (const gameId of [...new Set(gameIds)]) {
    const planned = plannedPacks(gameId, at);
    if (planned.length === 0) continue;
    const added = await db.transaction(async (tx) => {
      // Lock the game so two seeders never both add its packs.
      const game = await tx.one('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [gameId]);
      if (!game) return false;
      if (await tx.one('SELECT 1 FROM gift_packs WHERE game_id = $1 LIMIT 1', [gameId])) return false;
      for (const pack of planned) await insertPack(tx, pack, at);
      return true;
    });
    if (added) {
      withPacks.push(gameId);
      report.packs += planned.length;
      report.codes += planned.reduce((sum, pack) => sum + pack.poolSize, 0);
    }
  }

  // One pack whose pool is already used up (shown as 已领完), for a game that has other packs.
  const emptyTarget = withPacks[Math.floor(withPacks.length / 2)];
  if (emptyTarget !== undefined) {
    const addedEmpty = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed:empty-gift-pack'))`);
      const exists = await tx.one('SELECT 1 FROM gift_packs p WHERE NOT EXISTS (SELECT 1 FROM gift_codes c WHERE c.gift_id = p.id)');
      if (exists) return false;
      await insertPack(
        tx,
        { gameId: emptyTarget, name: '限量礼包', content: '钻石×888、限定称号×1', usage: USAGES[0]!, poolSize: 0, expiresAt: null },
        at,
      );
      return true;
    });
    if (addedEmpty) report.packs += 1;
  }
  return report;
}
