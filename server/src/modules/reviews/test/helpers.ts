/**
 * Helpers of the reviews and charts tests: games and downloads written straight into the
 * database (a download is a download_events row, what modules/downloads records), and a review
 * written through the API the way remote-games writes it.
 */
import type { Review } from '@portal/shared/types';
import type { Queryable } from '../../../db/types';
import { insertGame } from '../../gifts/test/fixtures';
import { call, dataOf, type Member, type SquareTestApp } from '../../square/test/helpers';

export { insertGame };

/** Records a download of the game by the user (or a visitor) at `at`. */
export async function recordDownload(db: Queryable, gameId: number, userId: string | null, at: Date): Promise<void> {
  await db.query(`INSERT INTO download_events (user_id, game_id, platform_type, channel_id, created_at) VALUES ($1, $2, 1, '0', $3)`, [
    userId,
    gameId,
    at,
  ]);
}

/** Many visitor downloads of one game at one time (one statement). */
export async function recordDownloads(db: Queryable, gameId: number, count: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO download_events (user_id, game_id, platform_type, channel_id, created_at)
     SELECT NULL, $1, 1, '0', $3 FROM generate_series(1, $2)`,
    [gameId, count, at],
  );
}

/** Downloads the game as the member, then rates it; the clock moves past the pause between publications. */
export async function review(test: SquareTestApp, member: Member, gameId: number, rating: number, content: string): Promise<Review> {
  await recordDownload(test.db, gameId, member.uid, test.clock.now());
  test.clock.advance(4_000);
  return dataOf<Review>(await call(test, 'POST', `/v1/game/${gameId}/review`, { token: member.token, body: { rating, content } }));
}
