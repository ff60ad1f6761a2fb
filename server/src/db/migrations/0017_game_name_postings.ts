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
 * Triggers keep both exact in the writer's transaction. Inserts and deletes are handled once per
 * statement over all its rows (transition tables): a row-by-row trigger made the 30 000 generated
 * games of a test take 42 s on a server and 56 s on PGlite, against 6 s and 14.5 s set-based.
 * Updates are handled per row and only of what the postings carry — the download and reservation
 * counters do not fire it (a trigger with transition tables cannot name its columns); the
 * counters move only when a name comes or goes, and are locked in gram order so two writers
 * sharing grams cannot deadlock. A game's old postings are deleted by their full key
 * (gram, hot_score, id), so no third index is needed for that. Plain SQL and PL/pgSQL: the same
 * on PGlite and on a server.
 *
 * A bulk load of a million games is still faster without them (one insert of 12 million postings
 * into two indexes): ALTER TABLE games DISABLE TRIGGER games_name_postings_added, load, SELECT
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

    -- Inserts and deletes: once per statement, over all its rows (transition tables), so a
    -- statement that adds 20 000 games writes their postings in one set-based insert and moves
    -- each counter once, not 20 000 times one row.
    CREATE FUNCTION game_name_postings_added() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        INSERT INTO game_name_postings (gram, id, category_id, hot_score, updated_at)
        SELECT gram, added.id, added.category_id, added.hot_score, added.updated_at
        FROM added_games AS added, unnest(game_name_grams(added.name)) AS gram;
        PERFORM game_name_gram_counts_move(array_agg(gram), 1)
        FROM added_games AS added, unnest(game_name_grams(added.name)) AS gram;
        RETURN NULL;
      END
      $$;

    CREATE FUNCTION game_name_postings_removed() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        DELETE FROM game_name_postings AS p
        USING removed_games AS removed, unnest(game_name_grams(removed.name)) AS g(gram)
        WHERE p.gram = g.gram AND p.hot_score = removed.hot_score AND p.id = removed.id;
        PERFORM game_name_gram_counts_move(array_agg(gram), -1)
        FROM removed_games AS removed, unnest(game_name_grams(removed.name)) AS gram;
        RETURN NULL;
      END
      $$;

    -- The one place counters move: by delta (+1 or -1) once per occurrence of a gram in grams
    -- (one per game holding it), every counter locked in gram order, so two writers that share
    -- grams cannot deadlock. A gram's first game creates its counter; a removal never does (the
    -- CHECK refuses a counter below zero rather than hide a drift).
    CREATE FUNCTION game_name_gram_counts_move(grams text[], delta integer) RETURNS void
      LANGUAGE plpgsql
      AS $$
      BEGIN
        IF delta > 0 THEN
          INSERT INTO game_name_gram_counts (gram, games)
          SELECT gram, delta * count(*) FROM unnest(grams) AS gram GROUP BY gram ORDER BY gram
          ON CONFLICT (gram) DO UPDATE SET games = game_name_gram_counts.games + excluded.games;
        ELSE
          PERFORM 1 FROM game_name_gram_counts WHERE gram = ANY (grams) ORDER BY gram FOR UPDATE;
          UPDATE game_name_gram_counts AS c SET games = c.games + delta * moved.times
          FROM (SELECT gram, count(*)::int AS times FROM unnest(grams) AS gram GROUP BY gram) AS moved
          WHERE c.gram = moved.gram;
        END IF;
      END
      $$;

    -- Updates: per row, and only of what the postings carry (the download and reservation
    -- counters do not fire it; a trigger with transition tables cannot name columns). The
    -- counters move only when the name changes.
    CREATE FUNCTION game_name_postings_changed() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
      BEGIN
        DELETE FROM game_name_postings
        WHERE gram = ANY (game_name_grams(OLD.name)) AND hot_score = OLD.hot_score AND id = OLD.id;
        INSERT INTO game_name_postings (gram, id, category_id, hot_score, updated_at)
        SELECT gram, NEW.id, NEW.category_id, NEW.hot_score, NEW.updated_at FROM unnest(game_name_grams(NEW.name)) AS gram;
        IF OLD.name IS DISTINCT FROM NEW.name THEN
          PERFORM game_name_gram_counts_move(game_name_grams(OLD.name), -1);
          PERFORM game_name_gram_counts_move(game_name_grams(NEW.name), 1);
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

    CREATE TRIGGER games_name_postings_added
      AFTER INSERT ON games REFERENCING NEW TABLE AS added_games
      FOR EACH STATEMENT EXECUTE FUNCTION game_name_postings_added();
    CREATE TRIGGER games_name_postings_removed
      AFTER DELETE ON games REFERENCING OLD TABLE AS removed_games
      FOR EACH STATEMENT EXECUTE FUNCTION game_name_postings_removed();
    CREATE TRIGGER games_name_postings_changed
      AFTER UPDATE OF name, category_id, hot_score, updated_at ON games
      FOR EACH ROW EXECUTE FUNCTION game_name_postings_changed();

    ANALYZE game_name_postings;
    ANALYZE game_name_gram_counts;
  `,
};
