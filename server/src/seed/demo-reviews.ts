import type { Database } from '../db/types';
import { createReviewService } from '../modules/reviews';
import type { PublishingGate } from '../modules/square';
import { DEMO_SQUARE_AUTHORS } from './demo-square';
import { seededRandom } from './seeded-random';

/** app_meta key of the marker row: present = the demo reviews were seeded. */
export const DEMO_REVIEWS_MARKER = 'demo_reviews';
/** Games that get reviews (the first demo games). */
const REVIEWED_GAMES = 12;
/** Games that get visitor downloads over the last week (热门 has a real order). */
const DOWNLOADED_GAMES = 40;
/** Demo games released within the last 30 days (新品), after the reviewed ones. */
const NEW_RELEASES = 8;
const DAY = 86_400_000;

const TEXTS: Record<number, readonly string[]> = {
  5: [
    '画面精致，剧情也很用心，强烈推荐！',
    '玩了一周停不下来，养成线很舒服。',
    '操作手感一流，良心游戏。',
    '音乐和美术都是顶级水准，值得一玩。',
    '福利给得很足，零氪也能玩得开心。',
    '和朋友组队开黑太快乐了，五星！',
    '优化很好，老手机也不卡。',
  ],
  4: [
    '整体不错，就是前期有点肝。',
    '美术很好，希望多出点新活动。',
    '玩法有新意，氪金不强制。',
    '剧情不错，配音可以再加强。',
    '社交系统做得好，就是匹配有点慢。',
  ],
  3: ['中规中矩，打发时间可以。', '新版本平衡有点问题，期待修复。', '玩法一般，画面还行。'],
  2: ['更新后经常闪退，希望尽快优化。', '抽卡概率太低了。'],
  1: ['登录不上，客服也不回复。'],
};
const RATINGS = [5, 5, 5, 4, 4, 4, 3, 2, 1, 5, 4];

/** The seed writes curated texts: the square's word list and flood limits are not needed for them. */
const SEED_GATE: PublishingGate = {
  assertClean: async () => {},
  spend: async () => [],
  giveBack: async () => {},
  reportsToHide: async () => 3,
};

export interface ReviewSeedReport {
  seeded: boolean;
  reviews: number;
}

/**
 * Demo ratings and reviews (issue 18): each of the first demo games is downloaded and reviewed
 * by several of the square's demo authors (a download event first, so the "only downloaders
 * review" rule holds for them too), with 有用 votes and a developer reply from 'guanfang' (staff)
 * under a low rating; visitor downloads spread over the last week for 热门; and a few demo games
 * marked as released in the last 30 days for 新品. Written through the reviews service, so the
 * score counters are the ones the API keeps. Idempotent: a marker row in app_meta.
 */
export async function seedDemoReviews(db: Database, now: Date): Promise<ReviewSeedReport> {
  if (await db.one('SELECT 1 AS one FROM app_meta WHERE key = $1', [DEMO_REVIEWS_MARKER])) return { seeded: false, reviews: 0 };
  const random = seededRandom(18);
  const logins = DEMO_SQUARE_AUTHORS.map((author) => author.loginName);
  const users = await db.query<{ uid: string; login_name: string }>(
    'SELECT uid::text AS uid, lower(login_name) AS login_name FROM users WHERE lower(login_name) = ANY($1::text[])',
    [logins],
  );
  const uidOf = new Map(users.map((user) => [user.login_name, user.uid]));
  const staff = uidOf.get('guanfang');
  const players = logins.filter((login) => login !== 'guanfang').flatMap((login) => uidOf.get(login) ?? []);
  const games = await db.query<{ id: number }>('SELECT id::int AS id FROM games ORDER BY id LIMIT $1', [DOWNLOADED_GAMES + NEW_RELEASES]);
  if (players.length === 0 || games.length === 0) return { seeded: false, reviews: 0 };

  let clock = now.getTime() - 6 * DAY;
  const service = createReviewService({ db, now: () => new Date(clock), gate: SEED_GATE });
  let reviews = 0;
  for (const [gameIndex, game] of games.slice(0, REVIEWED_GAMES).entries()) {
    const reviewers = players.filter(() => random() < 0.8);
    const written: Array<{ id: number; uid: string; rating: number }> = [];
    for (const uid of reviewers) {
      clock += Math.floor(random() * 3_600_000);
      await db.query(`INSERT INTO download_events (user_id, game_id, platform_type, channel_id, created_at) VALUES ($1, $2, 1, '0', $3)`, [
        uid,
        game.id,
        new Date(clock),
      ]);
      const rating = RATINGS[Math.floor(random() * RATINGS.length)]!;
      const texts = TEXTS[rating]!;
      const sameRating = written.filter((review) => review.rating === rating).length;
      const saved = await service.save(game.id, uid, { rating, content: texts[(gameIndex + sameRating) % texts.length]! });
      written.push({ id: saved.id, uid, rating });
      reviews += 1;
    }
    for (const review of written) {
      for (const voter of players) if (voter !== review.uid && random() < 0.35) await service.vote(review.id, voter, true);
    }
    const low = written.find((review) => review.rating <= 2);
    if (low && staff) await service.reply(low.id, staff, '感谢反馈！问题已在最新版本修复，更新后如仍有问题请联系客服。');
  }

  // Visitor downloads over the last 7 days, more for the first games (热门), and recent releases (新品).
  for (const [index, game] of games.slice(0, DOWNLOADED_GAMES).entries()) {
    const count = Math.floor(random() * (60 - index)) + 1;
    await db.query(
      `INSERT INTO download_events (user_id, game_id, platform_type, channel_id, created_at)
       SELECT NULL, $1, 1 + (n % 2), '0', $2::timestamptz - make_interval(secs => ((n * 7919) % 600000)::int)
       FROM generate_series(1, $3) AS n`,
      [game.id, now, count],
    );
  }
  for (const [index, game] of games.slice(DOWNLOADED_GAMES).entries()) {
    // Demo data only: a few catalogue games are dated as new releases so 新品 has content on first start.
    await db.query('UPDATE games SET created_at = $2 WHERE id = $1', [game.id, new Date(now.getTime() - (index * 3 + 1) * DAY)]);
    await db.query(
      `INSERT INTO download_events (user_id, game_id, platform_type, channel_id, created_at)
       SELECT NULL, $1, 1, '0', $2 FROM generate_series(1, $3)`,
      [game.id, now, 5 + index * 4],
    );
  }
  await db.query('INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [
    DEMO_REVIEWS_MARKER,
    String(reviews),
    now,
  ]);
  return { seeded: true, reviews };
}
