import type { Migration } from './migration';

/**
 * No parallel scans of games (issue 17). The portal reads games a page at a time — an index
 * walk, or a GIN bitmap of a few hundred names for a keyword — and on a few cores under many
 * connections a parallel plan's workers cost more to start than they save: at a million games
 * the planner, estimating 5 000 names for a keyword's rarest pair (which 150 held), chose a
 * Parallel Bitmap Heap Scan and spent 5–7 ms where the serial scan took 0.4 ms. The per-table
 * setting keeps the server's defaults for everything else (an operator's ad-hoc report over
 * other tables). A no-op on PGlite, which has no workers.
 */
export const gamesSerialScans: Migration = {
  id: 18,
  name: 'games_serial_scans',
  sql: 'ALTER TABLE games SET (parallel_workers = 0);',
};
