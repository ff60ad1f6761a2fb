import type { Migration } from './migration';

/**
 * Substring search in game names at a million games (issue 17). `lower(name) LIKE '%王者%'`
 * reads every name: a B-tree cannot answer an infix, and pg_trgm does not fit Chinese (its
 * trigrams keep only what the locale calls letters — nothing of 王者 under the C locale — and
 * a one- or two-character keyword has no trigram at all). Instead a GIN index over each name's
 * characters and character pairs (lower case): every substring of two or more characters holds
 * all its pairs, a one-character one is itself a gram, so `grams @> keyword's grams` finds a
 * superset of the names containing the keyword, which the LIKE then narrows to exactly them.
 * It is an expression index, not a column: every writer of games stays as it is, and the rows
 * do not grow. Plain GIN over text[] is core PostgreSQL, the same on PGlite and on a server.
 * COST tells the planner the function is dear per row, so it reads the index rather than
 * calling it on every row of a walk along games_hot.
 */
export const gameNameGrams: Migration = {
  id: 16,
  name: 'game_name_grams',
  sql: `
    CREATE FUNCTION game_name_grams(name text) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
      AS $$
        SELECT ARRAY(
          SELECT DISTINCT substr(lower(name), i, n)
          FROM generate_series(1, char_length(name)) AS i, (VALUES (1), (2)) AS sizes (n)
          WHERE i + n - 1 <= char_length(name)
        )
      $$;
    CREATE INDEX games_name_grams ON games USING gin (game_name_grams(name));
  `,
};
