#!/usr/bin/env node
// Staff commands of issue 18 on the configured database (DATABASE_URL, or PGlite under DATA_DIR —
// stop the server first: PGlite has one writer). Both notify exactly once: a repeat sends nothing.
//
//   pnpm --filter @portal/server game-staff launch <gameId>                     launch an upcoming game, notify its reservers
//   pnpm --filter @portal/server game-staff version <gameId> <version> <notes>  add a version, notify the followers
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const [command, id, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const gameId = Number(id);
const usage = 'usage: game-staff launch <gameId> | game-staff version <gameId> <version> <notes>   (env: DATA_DIR, DATABASE_URL)';
if (
  !Number.isInteger(gameId) ||
  gameId < 1 ||
  !((command === 'launch' && rest.length === 0) || (command === 'version' && rest.length >= 2))
) {
  console.error(usage);
  process.exit(2);
}

const load = (file) => tsImport(path.join(here, '..', 'src', file), import.meta.url);
const { loadConfig } = await load('config.ts');
const { createDatabase } = await load('db/create-database.ts');
const { migrate } = await load('db/migrate.ts');

const db = await createDatabase(loadConfig().database);
try {
  await migrate(db);
  if (command === 'launch') {
    const { launchGame } = await load('modules/reservations/index.ts');
    const result = await launchGame(db, gameId, new Date());
    console.log(
      result.launched ? `Game ${gameId} launched; ${result.notified} reservers notified` : `Game ${gameId} was already out: nothing sent`,
    );
  } else {
    const { addVersion } = await load('modules/game-follows/index.ts');
    const result = await addVersion(db, gameId, { version: rest[0], notes: rest.slice(1).join(' ') }, new Date());
    console.log(
      result.created
        ? `Version ${rest[0]} added; ${result.notified} followers notified`
        : `Version ${rest[0]} was there already: nothing sent`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
