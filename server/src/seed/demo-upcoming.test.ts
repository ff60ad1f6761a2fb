import { migrate } from '../db/migrate';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { insertGame } from '../modules/gifts/test/fixtures';
import { seedDemoPlayer } from './demo-player';
import { seedDemoSquare } from './demo-square';
import { seedDemoUpcoming, versionHistory } from './demo-upcoming';

describe.each(databaseKinds)('the demo pre-registrations, update logs and collections on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('seeds upcoming games with reservations, logs and collections once, counts equal to their rows', async () => {
    const now = new Date();
    for (let n = 0; n < 12; n += 1) await insertGame(database.db);
    const player = await seedDemoPlayer(database.db, now);
    await seedDemoSquare(database.db, now, player.uid);
    expect(await seedDemoUpcoming(database.db, now)).toEqual({ seeded: true, upcoming: 3, collections: 5 });
    expect((await seedDemoUpcoming(database.db, now)).seeded).toBe(false);

    const upcoming = await database.db.query<{ planned_at: Date; reservation_count: number; n: string }>(
      `SELECT planned_at, reservation_count, (SELECT count(*) FROM game_reservations r WHERE r.game_id = g.id)::text AS n
       FROM games g WHERE release_status = 'upcoming'`,
    );
    expect(upcoming).toHaveLength(3);
    for (const game of upcoming) {
      expect(new Date(game.planned_at).getTime()).toBeGreaterThan(now.getTime());
      expect(game.reservation_count).toBeGreaterThan(0);
      expect(Number(game.n)).toBe(game.reservation_count);
    }
    const logs = await database.db.one<{ n: string }>('SELECT count(DISTINCT game_id)::text AS n FROM game_versions');
    expect(Number(logs!.n)).toBe(8);
    const lists = await database.db.query<{ is_public: boolean; like_count: number; likes: string }>(
      `SELECT is_public, like_count, (SELECT count(*) FROM collection_likes l WHERE l.collection_id = c.id)::text AS likes FROM collections c`,
    );
    expect(lists.filter((list) => list.is_public)).toHaveLength(4);
    expect(lists.every((list) => Number(list.likes) === list.like_count)).toBe(true);
  });
});

describe('versionHistory', () => {
  it('ends at the game’s own version, after earlier minors', () => {
    expect(versionHistory('v1.12.4', 3)).toEqual(['1.10.0', '1.11.0', '1.12.4']);
    expect(versionHistory('2.1.0', 3)).toEqual(['2.0.0', '2.1.0']);
  });
});
