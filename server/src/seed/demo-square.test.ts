import type { Post, SensitiveWordList, SquarePage } from '@portal/shared/types';
import { migrate } from '../db/migrate';
import { buildAccountsApp, okData, post } from '../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { DEMO_SENSITIVE_WORDS, DEMO_SQUARE_PASSWORD, seedDemoSquare } from './demo-square';
import { seedDemoPlayer } from './demo-player';

describe.each(databaseKinds)('the demo square on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('seeds ~30 posts with topics, comments, likes and follows once, with counters equal to their rows', async () => {
    const now = new Date();
    const player = await seedDemoPlayer(database.db, now);
    const first = await seedDemoSquare(database.db, now, player.uid);
    expect(first).toEqual({ seeded: true, posts: 30, comments: expect.any(Number) });
    expect(first.comments).toBeGreaterThan(10);
    expect((await seedDemoSquare(database.db, now, player.uid)).seeded).toBe(false);

    const mismatched = await database.db.query(
      `SELECT id FROM posts p WHERE like_count <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
         OR comment_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)`,
    );
    expect(mismatched).toEqual([]);

    const { app } = await buildAccountsApp(database.db);
    try {
      const feed = okData<SquarePage<Post>>(await app.inject({ url: '/api/v1/square/post/list?sort=1&pageSize=10' }));
      expect(feed.total).toBe(30);
      expect(feed.items[0]!.pinned).toBe(true);
      expect(feed.items.some((item) => item.topics.length > 0)).toBe(true);
      const ranks = await database.db.query<{ hot_rank: number }>('SELECT hot_rank FROM posts WHERE NOT pinned ORDER BY id');
      expect(ranks.every((row) => Number(row.hot_rank) > 0 && Number(row.hot_rank) < 1)).toBe(true);
      // A demo author logs in with the published password; the demo player's 关注 feed has posts.
      okData(await post(app, '/api/user/login', { loginName: 'xiaoyu', password: DEMO_SQUARE_PASSWORD }));
      const login = okData<{ token: string }>(await post(app, '/api/user/login', { loginName: 'demo', password: 'demo1234' }));
      const follow = okData<SquarePage<Post>>(await app.inject({ url: '/api/v1/square/post/follow', headers: { token: login.token } }));
      expect(follow.items.length).toBeGreaterThan(0);
      const words = okData<SensitiveWordList>(await app.inject({ url: '/api/v1/square/sensitiveword/list?pageSize=99' }));
      expect(words.records.map((record) => record.word)).toEqual(DEMO_SENSITIVE_WORDS);
    } finally {
      await app.close();
    }
  });
});
