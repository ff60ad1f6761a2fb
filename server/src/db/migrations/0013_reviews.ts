import type { Migration } from './migration';

/**
 * Ratings, reviews and charts (issue 18). A review is one per player and game (the unique key;
 * writing again edits it) and records the game's version. Its score counters live in
 * game_rating_stats (count, sum and the 1–5 distribution, one row per game) and
 * game_rating_versions (count and sum per game version), changed in the review's transaction so
 * the score is never a scan. 有用 votes are one per (review, voter). Charts are computed in batches
 * into game_charts and read by (chart, category, rank).
 */
export const reviews: Migration = {
  id: 13,
  name: 'reviews',
  sql: `
    CREATE TABLE game_reviews (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      game_id bigint NOT NULL REFERENCES games (id),
      user_id bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      content text NOT NULL,
      game_version text NOT NULL,
      helpful_count integer NOT NULL DEFAULT 0,
      report_count integer NOT NULL DEFAULT 0,
      hidden boolean NOT NULL DEFAULT false,
      reply text,
      reply_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (game_id, user_id)
    );
    -- The two list orders of a game's reviews: 最有用 and 最新.
    CREATE INDEX game_reviews_helpful ON game_reviews (game_id, helpful_count DESC, id DESC);
    CREATE INDEX game_reviews_newest ON game_reviews (game_id, id DESC);

    CREATE TABLE review_votes (
      review_id bigint NOT NULL REFERENCES game_reviews (id) ON DELETE CASCADE,
      voter_id bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (review_id, voter_id)
    );

    CREATE TABLE game_rating_stats (
      game_id bigint PRIMARY KEY REFERENCES games (id),
      rating_count integer NOT NULL DEFAULT 0,
      rating_sum bigint NOT NULL DEFAULT 0,
      stars_1 integer NOT NULL DEFAULT 0,
      stars_2 integer NOT NULL DEFAULT 0,
      stars_3 integer NOT NULL DEFAULT 0,
      stars_4 integer NOT NULL DEFAULT 0,
      stars_5 integer NOT NULL DEFAULT 0,
      -- Visible reviews (hidden ones leave the list but keep their rating): the list's total.
      review_count integer NOT NULL DEFAULT 0
    );

    CREATE TABLE game_rating_versions (
      game_id bigint NOT NULL REFERENCES games (id),
      version text NOT NULL,
      rating_count integer NOT NULL DEFAULT 0,
      rating_sum bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (game_id, version)
    );

    -- Charts: rank 1..N per chart and category (0 = all games), replaced whole by each batch.
    CREATE TABLE game_charts (
      chart text NOT NULL CHECK (chart IN ('hot', 'new', 'reserve', 'top')),
      category_id smallint NOT NULL,
      rank integer NOT NULL,
      game_id bigint NOT NULL REFERENCES games (id),
      value double precision NOT NULL,
      computed_at timestamptz NOT NULL,
      PRIMARY KEY (chart, category_id, rank)
    );

    -- "Has this player downloaded this game" (only downloaders review) and the charts' time windows.
    CREATE INDEX download_events_user_game ON download_events (user_id, game_id) WHERE user_id IS NOT NULL;
    CREATE INDEX download_events_recent ON download_events (created_at, game_id);
    -- 新品: games released (created) in the last 30 days.
    CREATE INDEX games_created ON games (created_at);

    -- Reviews are reported through the square's one report table.
    ALTER TABLE reports DROP CONSTRAINT reports_target_type_check;
    ALTER TABLE reports ADD CONSTRAINT reports_target_type_check CHECK (target_type IN ('post', 'comment', 'review'));
  `,
};
