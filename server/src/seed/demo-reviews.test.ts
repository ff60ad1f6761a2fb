import { migrate } from '../db/migrate';
import { insertGame } from '../modules/gifts/test/fixtures';
import { refreshCharts } from '../modules/charts';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoSquare } from './demo-square';

describe.each(databaseKinds)('the demo reviews on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('seeds reviews by downloaders once, with score counters equal to their rows and charts with content', async () => {
    const now = new Date();
    for (let index = 0; index < 50; index += 1) await insertGame(database.db);
    await seedDemoSquare(database.db, now);
    const first = await seedDemoReviews(database.db, now);
    expect(first.seeded).toBe(true);
    expect(first.reviews).toBeGreaterThan(30);
    expect((await seedDemoReviews(database.db, now)).seeded).toBe(false);

    const db = database.db;
    // Every review's author downloaded the game first.
    expect(
      await db.query(
        `SELECT r.id FROM game_reviews r WHERE NOT EXISTS
           (SELECT 1 FROM download_events e WHERE e.user_id = r.user_id AND e.game_id = r.game_id)`,
      ),
    ).toEqual([]);
    const mismatched = await db.query(
      `SELECT s.game_id FROM game_rating_stats s
       WHERE s.rating_count <> (SELECT count(*) FROM game_reviews r WHERE r.game_id = s.game_id)
          OR s.rating_sum <> (SELECT sum(rating) FROM game_reviews r WHERE r.game_id = s.game_id)
          OR s.stars_5 <> (SELECT count(*) FROM game_reviews r WHERE r.game_id = s.game_id AND r.rating = 5)`,
    );
    expect(mismatched).toEqual([]);
    expect(
      await db.query(
        'SELECT id FROM game_reviews WHERE helpful_count <> (SELECT count(*) FROM review_votes v WHERE v.review_id = game_reviews.id)',
      ),
    ).toEqual([]);
    expect((await db.query('SELECT id FROM game_reviews WHERE reply IS NOT NULL')).length).toBeGreaterThan(0);

    await refreshCharts(db, () => now);
    for (const chart of ['hot', 'new', 'top']) {
      const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM game_charts WHERE chart = $1 AND category_id = 0', [chart]);
      expect({ chart, n: row!.n > 0 }).toEqual({ chart, n: true });
    }
  });
});
