#!/usr/bin/env node
// Seeds the demo data into the configured database (DATABASE_URL, or PGlite under DATA_DIR),
// the same way start-up does with SEED_DEMO=1, but with a chosen catalogue size:
//
//   node server/scripts/seed.mjs --games 1000000        (or: pnpm --filter @portal/server seed -- --games N)
//   node server/scripts/seed.mjs --ledger 100000        (also give the demo player N ledger entries, once)
//
// Idempotent: a database that already has the demo catalogue is left as it is (use a fresh
// DATA_DIR / database for another size). Games are generated in the database in batches, and
// every game reuses the fixed image palette under ${DATA_DIR}/catalogue.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));

function parseArguments(argv) {
  const options = { games: undefined, batch: undefined, ledger: undefined };
  const args = argv.filter((arg) => arg !== '--');
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const [flag, inline] = arg.split('=', 2);
    const value = () => inline ?? args[++index];
    if (flag === '--games') options.games = Number(value());
    else if (flag === '--batch') options.batch = Number(value());
    else if (flag === '--ledger') options.ledger = Number(value());
    else if (flag === '--help' || flag === '-h') {
      console.log('usage: seed.mjs [--games N] [--batch ROWS] [--ledger ENTRIES]   (env: DATA_DIR, DATABASE_URL, IMAGE_KEY)');
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}`);
  }
  for (const [name, number] of Object.entries(options)) {
    if (number !== undefined && (!Number.isInteger(number) || number < 1)) throw new Error(`--${name} must be a positive integer`);
  }
  return options;
}

const options = parseArguments(process.argv.slice(2));
const load = (file) => tsImport(path.join(here, '..', 'src', file), import.meta.url);
const { loadConfig } = await load('config.ts');
const { createDatabase } = await load('db/create-database.ts');
const { migrate } = await load('db/migrate.ts');
const { DEFAULT_DEMO_GAMES, seedDemoCatalogue } = await load('seed/seed-catalogue.ts');
const { seedDemoData } = await load('seed/index.ts');
const { seedLedgerHistory } = await load('seed/ledger-history.ts');

const config = loadConfig();
// A bulk load runs statements far longer than a request's DATABASE_STATEMENT_TIMEOUT_MS.
const db = await createDatabase(config.database.kind === 'postgres' ? { ...config.database, statementTimeoutMs: 0 } : config.database);
try {
  await migrate(db);
  const games = options.games ?? DEFAULT_DEMO_GAMES;
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.database.dataDir}`;
  console.log(`Seeding ${games} games into ${where} …`);
  const started = performance.now();
  let lastReport = started;
  // The catalogue first (with progress), then gift packs and the demo player.
  const catalogue = await seedDemoCatalogue(db, {
    games,
    dataDir: config.dataDir,
    imageKey: config.catalogue.imageKey,
    ...(options.batch ? { batchSize: options.batch } : {}),
    onProgress: (inserted, total) => {
      const now = performance.now();
      if (now - lastReport > 5000 || inserted === total) {
        lastReport = now;
        console.log(`  ${inserted}/${total} games (${((now - started) / 1000).toFixed(1)} s)`);
      }
    },
  });
  const catalogueSeconds = (performance.now() - started) / 1000;
  const { gifts, player } = await seedDemoData(db, { dataDir: config.dataDir, imageKey: config.catalogue.imageKey });
  const totalSeconds = (performance.now() - started) / 1000;
  if (catalogue.seeded) {
    console.log(
      `Catalogue: ${catalogue.gameIds.length} games, ${catalogue.newsCount} news in ${catalogueSeconds.toFixed(1)} s ` +
        `(${Math.round(catalogue.gameIds.length / catalogueSeconds)} games/s); images written: ${catalogue.imagesWritten}`,
    );
  } else {
    console.log('The demo catalogue was already there: nothing changed (use a fresh DATA_DIR or database for another size).');
  }
  console.log(
    `Gift packs: ${gifts ? `${gifts.packs} packs, ${gifts.codes} codes` : 'already there'}; demo player: ${player.loginName} (uid ${player.uid}); total ${totalSeconds.toFixed(1)} s`,
  );
  let ledgerRows = 0;
  if (options.ledger) {
    const at = performance.now();
    ledgerRows = await seedLedgerHistory(db, player.uid, options.ledger, new Date());
    console.log(
      ledgerRows
        ? `Ledger: ${ledgerRows} entries for ${player.loginName} in ${((performance.now() - at) / 1000).toFixed(1)} s`
        : `Ledger: ${player.loginName} already has a seeded history: nothing changed`,
    );
  }
  // After a bulk load the planner needs statistics and the visibility map; PGlite runs no
  // autovacuum to make them (without, the 10 000-game "newest" page query took 2.0 ms, not 0.6).
  if (catalogue.seeded || ledgerRows > 0) {
    const vacuumed = performance.now();
    await db.exec('VACUUM ANALYZE');
    console.log(`VACUUM ANALYZE in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
  }
} finally {
  await db.close();
}
