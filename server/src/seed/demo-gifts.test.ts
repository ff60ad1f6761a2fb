import { databaseKinds, useTestDatabase } from '../../test/databases';
import { migrate } from '../db/migrate';
import { seedDemoGifts } from './demo-gifts';
import { insertGame } from '../modules/gifts/test/fixtures';

describe.each(databaseKinds)('the demo gift seed on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  async function snapshot() {
    return database.db.query<{
      id: string;
      game_id: string;
      name: string;
      expires_at: unknown;
      total: string;
      distinct_codes: string;
      bad_codes: string;
    }>(
      `SELECT p.id::text AS id, p.game_id::text AS game_id, p.name, p.expires_at,
         count(c.id)::text AS total, count(DISTINCT c.code)::text AS distinct_codes,
         count(c.id) FILTER (WHERE c.code !~ '^XG[A-Z0-9]{10}$')::text AS bad_codes
       FROM gift_packs p LEFT JOIN gift_codes c ON c.gift_id = p.id
       GROUP BY p.id ORDER BY p.id`,
    );
  }

  it('gives about 60% of the games 1–3 packs of unique codes, a few tiny pools and one empty pack; a rerun adds nothing', async () => {
    const gameIds: number[] = [];
    for (let i = 0; i < 60; i += 1) gameIds.push(await insertGame(database.db));
    const at = new Date('2025-03-01T00:00:00Z');

    const report = await seedDemoGifts(database.db, gameIds, at);
    const packs = await snapshot();
    expect(report.packs).toBe(packs.length);

    const perGame = new Map<string, number>();
    for (const pack of packs) perGame.set(pack.game_id, (perGame.get(pack.game_id) ?? 0) + 1);
    expect(perGame.size).toBeGreaterThanOrEqual(24); // 40%–80% of 60
    expect(perGame.size).toBeLessThanOrEqual(48);
    // 1–3 packs each, plus the one empty pack added to a game that has packs.
    for (const count of perGame.values()) expect(count).toBeLessThanOrEqual(4);
    for (const pack of packs) {
      expect(pack.distinct_codes).toBe(pack.total);
      expect(pack.bad_codes).toBe('0');
      expect(Number(pack.total)).toBeLessThanOrEqual(200);
    }
    const sizes = packs.map((p) => Number(p.total));
    expect(sizes.filter((n) => n === 0)).toHaveLength(1);
    expect(sizes.filter((n) => n === 1 || n === 2).length).toBeGreaterThanOrEqual(1);
    expect(sizes.filter((n) => n >= 20).length).toBeGreaterThan(packs.length / 2);
    expect(packs.some((p) => p.expires_at !== null)).toBe(true);
    expect(packs.some((p) => p.expires_at === null)).toBe(true);
    expect(new Set(packs.map((p) => p.name)).size).toBeGreaterThan(3);

    const rerun = await seedDemoGifts(database.db, gameIds, at);
    expect(rerun).toEqual({ packs: 0, codes: 0 });
    expect(await snapshot()).toEqual(packs);
  });

  it('ignores ids that name no game: no packs, no codes, nothing written', async () => {
    const before = await snapshot();
    expect(await seedDemoGifts(database.db, [987_654_321, 987_654_322, 987_654_323], new Date())).toEqual({ packs: 0, codes: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
