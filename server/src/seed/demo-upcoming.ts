import type { Database, Queryable } from '../db/types';
import { createCollection, likeCollection } from '../modules/collections';
import { addVersion, follow } from '../modules/game-follows';
import { reserve, setUpcoming } from '../modules/reservations';

/** app_meta key of the marker row: present = the demo pre-registrations, logs and collections were seeded. */
export const DEMO_UPCOMING_MARKER = 'demo_upcoming';

const DAY = 86_400_000;

/** Upcoming games: days until the planned launch. The last games of the catalogue take these. */
const PLANNED_IN_DAYS = [5, 12, 30];

/** The update log of the hottest games: three versions each, oldest first, the last being the game's own version. */
const VERSION_NOTES = [
  '新增限时活动「夏日祭」；优化登录速度；修复部分机型闪退的问题。',
  '新角色上线；公会系统改版，公会战每周两次；降低新手关卡难度。',
  '全新赛季开启：新地图、新玩法、赛季通行证；画面全面升级，支持高帧率模式。',
];

/** '1.12.4' → ['1.10.0', '1.11.0', '1.12.4']: earlier minors before the current version. */
export function versionHistory(current: string, count: number): string[] {
  const [major = '1', minor = '0'] = current.replace(/^v/i, '').split('.');
  const minorNumber = Number(minor) || 0;
  const earlier = Array.from({ length: count - 1 }, (_, index) => minorNumber - (count - 1 - index)).filter((n) => n >= 0);
  return [...earlier.map((n) => `${major}.${n}.0`), current.replace(/^v/i, '')];
}

/** [owner login name, title, note, public, category id, how many games]. */
const COLLECTIONS: ReadonlyArray<readonly [string, string, string, boolean, number, number]> = [
  ['guanfang', '官方推荐：新手必玩', '第一次来 X游戏？从这几款开始，上手快、福利多。', true, 1, 6],
  ['guanfang', '二次元精选', '画风好看、剧情用心的二次元手游，官方编辑亲测。', true, 6, 5],
  ['xiaoyu', '通勤路上玩什么', '每局几分钟，地铁上刚好一把。', true, 5, 4],
  ['laozhang', '策略党的周末', '烧脑但不肝，适合周末慢慢琢磨。', true, 3, 5],
  ['demo', '我的私藏（仅自己可见）', '还没想好要不要分享。', false, 9, 3],
];

/** Who reserves each upcoming game, follows the hottest games and likes collections. */
const FANS = ['demo', 'xiaoyu', 'laozhang', 'mengxin', 'jianke', 'tahua', 'yinyue', 'huashi'];

/** The seed's steps share the caller's transaction (the module functions open none of their own). */
function within(db: Database, tx: Queryable): Database {
  return {
    kind: db.kind,
    read: tx,
    query: (sql, params) => tx.query(sql, params),
    one: (sql, params) => tx.one(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: async () => {},
  };
}

export interface UpcomingSeedReport {
  seeded: boolean;
  upcoming: number;
  collections: number;
}

/**
 * Issue 18's demo data, so each page has content on first start: three upcoming games (planned
 * in 5, 12 and 30 days) with reservations, an update log for the eight hottest games (followed
 * by a few players), and collections by the staff account guanfang, two square authors and a
 * private one of the demo player, liked by the others. Beside the demo catalogue and square
 * only; idempotent (a marker row in app_meta, claimed in the same transaction).
 */
export async function seedDemoUpcoming(db: Database, now: Date): Promise<UpcomingSeedReport> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key',
      [DEMO_UPCOMING_MARKER, 'seeded', now],
    );
    if (claimed.length === 0) return { seeded: false, upcoming: 0, collections: 0 };
    const seedDb = within(db, tx);
    const users = new Map(
      (
        await tx.query<{ uid: string; login_name: string }>(
          'SELECT uid::text AS uid, login_name FROM users WHERE login_name = ANY($1::text[])',
          [[...FANS, 'guanfang']],
        )
      ).map((row) => [row.login_name, row.uid]),
    );
    const fans = FANS.map((name) => users.get(name)).filter((uid): uid is string => uid !== undefined);

    const upcoming = await tx.query<{ id: number }>('SELECT id::int AS id FROM games ORDER BY id DESC LIMIT $1', [PLANNED_IN_DAYS.length]);
    for (const [index, { id }] of upcoming.entries()) {
      await setUpcoming(tx, id, new Date(now.getTime() + PLANNED_IN_DAYS[index]! * DAY));
      // More reservations for the sooner ones; the demo player reserves only the first.
      for (const uid of fans.slice(index === 0 ? 0 : 1, fans.length - index * 2)) await reserve(seedDb, uid, id, now);
    }

    const hottest = await tx.query<{ id: number; version: string }>(
      "SELECT id::int AS id, version FROM games WHERE release_status = 'released' ORDER BY hot_score DESC, id DESC LIMIT 8",
    );
    for (const [gameIndex, { id, version: current }] of hottest.entries()) {
      const versions = versionHistory(current, VERSION_NOTES.length);
      for (const [index, version] of versions.entries()) {
        const at = new Date(now.getTime() - ((versions.length - index) * 20 + gameIndex) * DAY);
        await addVersion(seedDb, id, { version, notes: VERSION_NOTES[VERSION_NOTES.length - versions.length + index]! }, at);
      }
      for (const uid of fans.slice(0, 3)) await follow(tx, uid, id, now);
    }

    let collections = 0;
    for (const [owner, title, note, isPublic, categoryId, size] of COLLECTIONS) {
      const ownerId = users.get(owner);
      if (!ownerId) continue;
      const games = await tx.query<{ id: number }>(
        "SELECT id::int AS id FROM games WHERE category_id = $1 AND release_status = 'released' ORDER BY hot_score DESC, id LIMIT $2",
        [categoryId, size],
      );
      const made = await createCollection(seedDb, ownerId, { title, note, isPublic, gameIds: games.map((game) => game.id) }, now);
      collections += 1;
      if (isPublic) {
        for (const uid of fans.slice(0, 2 + ((collections * 3) % 5)))
          if (uid !== ownerId) await likeCollection(seedDb, uid, made.id, true, now);
      }
    }
    return { seeded: true, upcoming: upcoming.length, collections };
  });
}
