#!/usr/bin/env node
// Benchmark of the reading section: chapter content under load (p50/p99 at 64 connections, the
// issue's target p99 ≤ 20 ms), next to a bare node:http server sending the same bytes in the
// same run (the ceiling), and the paid-chapter check: 20 concurrent buys of one chapter by one
// player charge once and the ledger still sums to the balance. Needs `pnpm build` first.
// Usage: node bench/reading.mjs [--seconds 10] [--connections 64] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
// With --postgres the portal runs on a fresh database created there (with psql) and dropped after.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPost, freePort, loginDemo, numberArg, printTable, startPortal, sameBytesServerScript, startServer } from './lib.mjs';
import { load as loadFrom } from './load.mjs';

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 64);

const load = (url, options = {}) => loadFrom(url, { connections, seconds, ...options });

async function api(base, route, { method = 'GET', token } = {}) {
  const response = await fetch(`${base}/api/v1/reading${route}`, { method, headers: token ? { token } : {} });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg}`);
  return envelope.data;
}

const postgresIndex = process.argv.indexOf('--postgres');
const adminUrl = postgresIndex >= 0 ? process.argv[postgresIndex + 1] : undefined;
let databaseUrl = '';
let dropDatabase = () => undefined;
if (adminUrl) {
  const name = `portal_bench_reading_${Date.now().toString(36)}`;
  execFileSync('psql', [adminUrl, '-qc', `CREATE DATABASE ${name}`]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => execFileSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}
const engine = adminUrl ? 'PostgreSQL' : 'PGlite';

const started = Date.now();
const portal = await startPortal({ env: { DATABASE_URL: databaseUrl } });
const startMs = Date.now() - started;
const helloPort = await freePort();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reading-'));
const bodiesFile = path.join(workDir, 'same-bytes.json');
let stopHello = async () => undefined;

try {
  const { token } = await loginDemo(portal.base);
  const novels = await api(portal.base, '/book/list?kind=novel&sort=hot&pageSize=5');
  const book = novels.items[0];
  const menu = (await api(portal.base, `/book/${book.id}/chapters?pageSize=100`)).items;
  const free = menu[0];
  const paid = menu.filter((chapter) => chapter.price > 0);
  const [boughtFirst, raced] = [paid[0], paid[1] ?? paid[0]];
  await api(portal.base, `/book/${book.id}/chapter/${boughtFirst.id}/buy`, { method: 'POST', token });

  const urls = {
    free: `${portal.base}/api/v1/reading/book/${book.id}/chapter/${free.id}`,
    bought: `${portal.base}/api/v1/reading/book/${book.id}/chapter/${boughtFirst.id}`,
  };
  const bodies = {
    free: await (await fetch(urls.free)).text(),
    bought: await (await fetch(urls.bought, { headers: { token } })).text(),
  };
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const helloScript = sameBytesServerScript(bodiesFile, helloPort);
  stopHello = await startServer(process.execPath, ['-e', helloScript], {}, `http://127.0.0.1:${helloPort}/`);

  const rows = [];
  const measure = (name, key, url, options) => {
    const same = load(`http://127.0.0.1:${helloPort}/${key}`);
    const result = load(url, options);
    rows.push([
      name,
      Math.round(result.rps),
      result.p50,
      result.p99,
      result.p99 <= 20 ? 'yes' : 'NO',
      Buffer.byteLength(bodies[key]),
      Math.round(same.rps),
      same.p99,
      (result.rps / same.rps).toFixed(2),
    ]);
  };
  measure('free chapter, visitor', 'free', urls.free);
  measure('free chapter, logged in', 'free', urls.free, { headers: { token } });
  measure('bought paid chapter, logged in', 'bought', urls.bought, { headers: { token } });
  printTable(
    `Chapter content under load: ${connections} connections, ${seconds} s each, autocannon in a second process, ${engine}, this machine (portal start incl. seed ${startMs} ms)`,
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'p99 ≤ 20 ms', 'body bytes', 'node:http same bytes req/s', 'its p99 ms', 'ratio'],
    rows,
  );

  // 20 concurrent buys of one paid chapter by one player: one charge, the ledger sums to the balance.
  const before = (await apiPost(portal.base, '/user/center/me', {}, token)).coinNum;
  const buyStarted = performance.now();
  const results = await Promise.all(
    Array.from({ length: 20 }, () => api(portal.base, `/book/${book.id}/chapter/${raced.id}/buy`, { method: 'POST', token })),
  );
  const buyMs = performance.now() - buyStarted;
  const after = (await apiPost(portal.base, '/user/center/me', {}, token)).coinNum;
  let ledgerSum = 0;
  for (let page = 1; ; page += 1) {
    const ledger = await apiPost(portal.base, '/user/center/coin/all', { page, pageSize: 100 }, token);
    ledgerSum += ledger.items.reduce((sum, entry) => sum + entry.amount, 0);
    if (page * 100 >= ledger.total) break;
  }
  const charges = results.filter((result) => result.charged > 0);
  printTable(
    'Paid chapter bought by 20 concurrent requests of one player',
    ['check', 'value'],
    [
      ['chapter price (X钻)', raced.price],
      ['requests that charged', charges.length],
      ['total charged', results.reduce((sum, result) => sum + result.charged, 0)],
      ['balance before → after', `${before} → ${after}`],
      ['ledger sum = balance', ledgerSum === after ? `yes (${ledgerSum})` : `NO (${ledgerSum})`],
      ['all 20 answered in', `${Math.round(buyMs)} ms`],
    ],
  );
  if (charges.length !== (raced.id === boughtFirst.id ? 0 : 1) || ledgerSum !== after) process.exitCode = 1;
} finally {
  await stopHello();
  await portal.stop();
  dropDatabase();
  fs.rmSync(workDir, { recursive: true, force: true });
}
