#!/usr/bin/env node
// Benchmark: does latency grow with the data? The same reads against a catalogue of 10 000 and
// of 1 000 000 games (the seed command's --games), and the diamond ledger of a user with a
// short history and with 100 000 entries (--ledger); printed as the big/small latency ratio.
// Each size gets its own PGlite data directory, seeded once and reused (kept under
// .data/bench-scale-<size>; delete it to reseed). The catalogue's read cache is off: this
// measures the database path. Load: autocannon from this process, the server in another. Needs `pnpm build` first.
// Usage: node bench/scale.mjs [--small 10000] [--big 1000000] [--ledger 100000] [--seconds 3] [--rounds 3] [--connections 8]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
// In-process autocannon: the same unread bodies as every other benchmark's (bench/load.mjs).
import './autocannon-bodies-unread.cjs';
import { ROOT, apiPost, loginDemo, median, numberArg, printTable, startPortal } from './lib.mjs';

const small = numberArg('--small', 10_000);
const big = numberArg('--big', 1_000_000);
const ledger = numberArg('--ledger', 100_000);
const seconds = numberArg('--seconds', 3);
const rounds = numberArg('--rounds', 3);
const connections = numberArg('--connections', 8);

/** A data directory holding `games` games (and a long ledger for the big one), seeded once. */
function seededDataDir(games, ledgerEntries) {
  const dir = path.join(ROOT, '.data', `bench-scale-${games}${ledgerEntries ? `-ledger-${ledgerEntries}` : ''}`);
  const done = path.join(dir, '.seeded');
  if (!fs.existsSync(done)) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`seeding ${games} games${ledgerEntries ? ` and ${ledgerEntries} ledger entries` : ''} into ${path.relative(ROOT, dir)} …`);
    const args = ['server/scripts/seed.mjs', '--games', String(games), ...(ledgerEntries ? ['--ledger', String(ledgerEntries)] : [])];
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });
    fs.writeFileSync(done, new Date().toISOString());
  }
  return dir;
}

/** The catalogue's id range, read from the data directory before the server holds it. */
function idRange(dataDir) {
  const script = `import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))});
    const { rows } = await db.query('SELECT min(id)::int AS min, max(id)::int AS max, count(*)::int AS count FROM games');
    console.log(JSON.stringify(rows[0])); await db.close();`;
  // Run from server/, where @electric-sql/pglite resolves.
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(ROOT, 'server') }).toString());
}

async function load(base, route, { body = () => ({}), token } = {}) {
  const result = await autocannon({
    url: `${base}/api${route}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, mean: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Starts a server on the data directory of one size; the reads below are its workload. */
async function startSize(games, ledgerEntries) {
  const dataDir = seededDataDir(games, ledgerEntries);
  const ids = idRange(dataDir);
  if (ids.count !== games) throw new Error(`${dataDir} holds ${ids.count} games, not ${games}`);
  // A fresh seed's ids are contiguous (count = max - min + 1): every random id in the range exists.
  if (ids.max - ids.min + 1 !== ids.count) throw new Error(`ids ${ids.min}..${ids.max} are not contiguous`);
  const { base, stop } = await startPortal({ dataDir, env: { CATALOGUE_CACHE_MS: '0' } });
  const { token } = await loginDemo(base);
  const history = await apiPost(base, '/user/center/coin/all', { page: 1, pageSize: 20 }, token);
  const randomId = () => ids.min + Math.floor(Math.random() * ids.count);
  const reads = {
    'game list, category 1, hot, page 1': () =>
      load(base, '/web/game/list', { body: () => ({ category: 1, sort: 'hot', page: 1, pageSize: 20 }) }),
    'game list, all, newest, page 5': () => load(base, '/web/game/list', { body: () => ({ sort: 'new', page: 5, pageSize: 20 }) }),
    'game detail, random id': () => load(base, '/web/game/detail', { body: () => ({ appID: randomId() }) }),
    'ledger page 1 (coin/all)': () => load(base, '/user/center/coin/all', { body: () => ({ page: 1, pageSize: 20 }), token }),
  };
  return { reads, ledgerTotal: history.total, stop };
}

// Both sizes run side by side and each read alternates between them, so a noisy moment on this
// machine hits both alike; the medians of the rounds are compared.
const smallSize = await startSize(small, 0);
const bigSize = await startSize(big, ledger);
const rows = [];
try {
  // Warm-up, discarded: the first seconds after start-up (JIT, the database's caches) are not the data size.
  for (const name of Object.keys(smallSize.reads)) {
    await smallSize.reads[name]();
    await bigSize.reads[name]();
  }
  for (const name of Object.keys(smallSize.reads)) {
    const a = [];
    const b = [];
    for (let round = 0; round < rounds; round += 1) {
      a.push(await smallSize.reads[name]());
      b.push(await bigSize.reads[name]());
    }
    const med = (samples, key) => median(samples.map((sample) => sample[key]));
    const [aMean, a99, bMean, b99] = [med(a, 'mean'), med(a, 'p99'), med(b, 'mean'), med(b, 'p99')];
    rows.push([
      name,
      aMean.toFixed(2),
      a99,
      Math.round(med(a, 'rps')),
      bMean.toFixed(2),
      b99,
      Math.round(med(b, 'rps')),
      (bMean / aMean).toFixed(2),
      (b99 / Math.max(a99, 1)).toFixed(2),
    ]);
  }
} finally {
  await smallSize.stop();
  await bigSize.stop();
}
printTable(
  `Scale: ${small} vs ${big} games; ledger ${smallSize.ledgerTotal} vs ${bigSize.ledgerTotal} entries; ${connections} connections, ${seconds} s a load, median of ${rounds} alternating rounds, PGlite`,
  ['read', 'small mean ms', 'small p99 ms', 'small req/s', 'big mean ms', 'big p99 ms', 'big req/s', 'mean big/small', 'p99 big/small'],
  rows,
);
