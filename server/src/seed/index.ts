import type { Database } from '../db/types';
import { type ActivitiesSeedReport, seedDemoActivities } from './demo-activities';
import { seedDemoPlayer, type DemoPlayer } from './demo-player';
import { seedDemoGifts, type GiftSeedReport } from './demo-gifts';
import { type ReviewSeedReport, seedDemoReviews } from './demo-reviews';
import { seedDemoSquare, type SquareSeedReport } from './demo-square';
import { type ReadingSeedReport, seedDemoReading } from './reading/seed-reading';
import { DEFAULT_DEMO_GAMES, seedDemoCatalogue, type SeedCatalogueResult } from './seed-catalogue';
import { seedDemoUpcoming, type UpcomingSeedReport } from './demo-upcoming';

export { DEFAULT_DEMO_GAMES, seedDemoCatalogue } from './seed-catalogue';

export interface DemoDataOptions {
  /** DATA_DIR (images go to ${dataDir}/catalogue). */
  dataDir: string;
  /** IMAGE_KEY for the `.enc` copies. */
  imageKey: string;
  now?: Date;
  /** Catalogue size (default 240). */
  games?: number;
}

export interface DemoDataReport {
  catalogue: SeedCatalogueResult;
  /** Null when no gift packs were needed (they were there already). */
  gifts: GiftSeedReport | null;
  player: DemoPlayer;
  /** The demo square (posts, comments, likes, follows); seeded: false when it was there already. */
  square: SquareSeedReport;
  /** The reading section's demo library (books once, their pictures checked every start; none beside a real catalogue). */
  reading: ReadingSeedReport;
  /** The demo activity centre (four activities with tasks); seeded: false when there were activities already. */
  activities: ActivitiesSeedReport;
  /** Demo ratings and reviews by the square's authors, and downloads for the charts (beside the demo catalogue only). */
  reviews: ReviewSeedReport;
  /** Issue 18: upcoming games with reservations, update logs, collections (beside the demo square). */
  upcoming: UpcomingSeedReport;
}

/**
 * Everything a fresh portal shows (architecture: "one command seeds a realistic Chinese
 * catalogue"): the catalogue, news and images, then gift packs for the demo games, then the
 * demo player, then the demo square. Each step is idempotent, so this runs at every start-up (SEED_DEMO=1) and a
 * second run changes nothing.
 */
export async function seedDemoData(db: Database, options: DemoDataOptions): Promise<DemoDataReport> {
  const now = options.now ?? new Date();
  const catalogue = await seedDemoCatalogue(db, {
    dataDir: options.dataDir,
    imageKey: options.imageKey,
    now,
    ...(options.games ? { games: options.games } : {}),
  });
  // Gift packs for the games created now; on a demo catalogue seeded before gift packs existed, for its first
  // games. A real catalogue (no demo marker) gets no demo gift packs.
  let giftGameIds = catalogue.gameIds.slice(0, DEFAULT_DEMO_GAMES);
  if (giftGameIds.length === 0 && catalogue.demo && !(await db.one('SELECT 1 FROM gift_packs LIMIT 1'))) {
    const rows = await db.query<{ id: number }>('SELECT id::int AS id FROM games ORDER BY id LIMIT $1', [DEFAULT_DEMO_GAMES]);
    giftGameIds = rows.map((row) => Number(row.id));
  }
  const gifts = giftGameIds.length > 0 ? await seedDemoGifts(db, giftGameIds, now) : null;
  const player = await seedDemoPlayer(db, now);
  // Demo posts and books only beside the demo catalogue: a real catalogue starts with neither.
  const square = catalogue.demo ? await seedDemoSquare(db, now, player.uid) : { seeded: false, posts: 0, comments: 0 };
  const reading = catalogue.demo
    ? await seedDemoReading(db, { dataDir: options.dataDir, imageKey: options.imageKey, now })
    : { seeded: false, novels: 0, comics: 0, chapters: 0, imagesWritten: 0 };
  const activities = catalogue.demo ? await seedDemoActivities(db, now) : { seeded: false, activities: 0 };
  const reviews = catalogue.demo ? await seedDemoReviews(db, now) : { seeded: false, reviews: 0 };
  const upcoming = catalogue.demo ? await seedDemoUpcoming(db, now) : { seeded: false, upcoming: 0, collections: 0 };
  // Fresh rows have no planner statistics, and PGlite runs no autovacuum to gather them.
  if (catalogue.seeded || reading.seeded) await db.exec('ANALYZE');
  return { catalogue, gifts, player, square, reading, activities, reviews, upcoming };
}
