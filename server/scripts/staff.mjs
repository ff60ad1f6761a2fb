#!/usr/bin/env node
// Grants or takes back the square's staff flag (pin, hide and restore posts and comments, edit
// the sensitive-word list) of one account, by login name, in the configured database
// (DATABASE_URL, or PGlite under DATA_DIR — stop the server first: PGlite has one writer):
//
//   pnpm --filter @portal/server staff <loginName>          grant
//   pnpm --filter @portal/server staff <loginName> --off    take back
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const off = args.includes('--off');
const names = args.filter((arg) => !arg.startsWith('--'));
if (names.length !== 1 || args.some((arg) => arg.startsWith('--') && arg !== '--off')) {
  console.error('usage: staff <loginName> [--off]   (env: DATA_DIR, DATABASE_URL)');
  process.exit(2);
}

const load = (file) => tsImport(path.join(here, '..', 'src', file), import.meta.url);
const { loadConfig } = await load('config.ts');
const { createDatabase } = await load('db/create-database.ts');
const { migrate } = await load('db/migrate.ts');
const { setStaff } = await load('modules/square/index.ts');

const db = await createDatabase(loadConfig().database);
try {
  await migrate(db);
  const user = await setStaff(db, names[0], !off);
  if (!user) {
    console.error(`No account with login name ${names[0]}`);
    process.exitCode = 1;
  } else {
    console.log(`${user.name} (${names[0]}, uid ${user.uid}) ${off ? 'is no longer staff' : 'is now staff'}`);
  }
} finally {
  await db.close();
}
