import type { Migration } from './migration';

/**
 * A keyword of one or two characters that many names hold (刺, a common word, 0%) at a million
 * games (issue 17). The GIN index of migration 16 finds such names, but it only knows they match:
 * their order (hot_score, updated_at), their category and their count are in the table, one heap
 * page per match — 3 821 matches cost 20–150 ms alone (as much of the table as is cached) and
 * 100–800 ms p99 under load (bench/search.mjs).
 *
 * game_name_postings is the same index written out as rows, one per (gram, game), carrying what a
 * list page sorts and filters by. For a keyword of at most two characters, holding its gram is
 * exactly containing it (every name's single characters and pairs are its grams), so a page is
 * a walk along (gram, hot_score, id) or (gram, updated_at, id) and the total a count of index
 * entries, both index-only: no page of games is read but the page's own rows. Longer keywords
 * keep the GIN index with its LIKE recheck (their pairs together are rare, so few pages are read).
 *
 * The total of a keyword in every category is a kept counter, game_name_gram_counts, as the
 * category totals are (game_categories.game_count): counting 111 084 postings of `0%` took 30 ms.
 *
 * A trigger keeps both exact in the writer's transaction: on insert, on delete, and on an
 * update of what the rows carry — the download and reservation counters do not fire it; the
 * counters move only when a name comes or goes. It deletes a game's old postings by their full
 * key (gram, hot_score, id), so no third index is needed for that. Plain SQL and PL/pgSQL: the
 * same on PGlite and on a server.
 *
 * The trigger costs a bulk load: a million games inserted by one statement had not finished after
 * 8 minutes with it (on a machine also running the test suite), against 86 s without. For such a
 * load: ALTER TABLE games DISABLE TRIGGER games_name_postings, load, SELECT
 * game_name_postings_rebuild() (83 s at a million games: rows first, then the indexes), ENABLE
 * TRIGGER. bench/search.mjs does so; this migration rebuilds the same way for the games there.
 *
 * The price is space: ~12 rows per game, 1.8 GB with both indexes at a million games (games
 * itself is 289 MB), and building them on an existing million took ~1 min. The scans are
 * index-only once a vacuum has marked the pages all-visible (autovacuum does, after the bulk
 * insert); the ANALYZE below gives the planner the counts at once.
 */
export const gameNamePostings: Migration = {
  id: 17,
  name: 'game_name_postings',
  sql: `
    CREATE TABLE game_name_postings (
      gram text NOT NULL,
      id bigint NOT NULL,
      category_id smallint NOT NULL,
      hot_score integer NOT NULL,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE game_name_gram_counts (
      gram text PRIMARY KEY,
      games integer NOT NULL CHECK (games >= 0)
    );

    CREATE FUNCTION game_name_postings_sync() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      DECLARE
        renamed boolean := TG_OP <> 'UPDATE' OR OLD.name IS DISTINCT FROM NEW.name;
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          DELETE FROM game_name_postings
          WHERE gram = ANY (game_name_grams(OLD.name)) AND hot_score = OLD.hot_score AND id = OLD.id;
          IF renamed THEN
            UPDATE game_name_gram_counts SET games = games - 1 WHERE gram = ANY (game_name_grams(OLD.name));
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO game_name_postings (gram, id, category_id, hot_score, updated_at)
          SELECT gram, NEW.id, NEW.category_id, NEW.hot_score, NEW.updated_at FROM unnest(game_name_grams(NEW.name)) AS gram;
          IF renamed THEN
            -- In gram order, so two writers lock the counters they share in the same order.
            INSERT INTO game_name_gram_counts (gram, games)
            SELECT gram, 1 FROM unnest(game_name_grams(NEW.name)) AS gram ORDER BY gram
            ON CONFLICT (gram) DO UPDATE SET games = game_name_gram_counts.games + 1;
          END IF;
        END IF;
        RETURN NULL;
      END
      $$;

    -- Rows first, indexes after: building an index over 12 million rows is minutes faster than
    -- inserting them one by one into two indexes.
    CREATE FUNCTION game_name_postings_rebuild() RETURNS void
      LANGUAGE sql
      AS $$
        DROP INDEX IF EXISTS game_name_postings_hot, game_name_postings_new;
        TRUNCATE game_name_postings, game_name_gram_counts;
        INSERT INTO game_name_postings (gram, id, category_id, hot_score, updated_at)
        SELECT gram, games.id, games.category_id, games.hot_score, games.updated_at
        FROM games, unnest(game_name_grams(games.name)) AS gram;
        INSERT INTO game_name_gram_counts (gram, games)
        SELECT gram, count(*) FROM game_name_postings GROUP BY gram;
        CREATE INDEX game_name_postings_hot ON game_name_postings (gram, hot_score DESC, id DESC) INCLUDE (category_id);
        CREATE INDEX game_name_postings_new ON game_name_postings (gram, updated_at DESC, id DESC) INCLUDE (category_id);
      $$;

    SELECT game_name_postings_rebuild();

    CREATE TRIGGER games_name_postings
      AFTER INSERT OR DELETE OR UPDATE OF name, category_id, hot_score, updated_at ON games
      FOR EACH ROW EXECUTE FUNCTION game_name_postings_sync();

    ANALYZE game_name_postings;
    ANALYZE game_name_gram_counts;
  `,
};
