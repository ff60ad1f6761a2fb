#!/usr/bin/env node
// Benchmark: req/s and p50/p99 latency of the hot reads, each next to a bare node:http
// hello-world measured in the same run (the ceiling), printed as a ratio. Load comes from a
// second process (autocannon) on 127.0.0.1. Needs `pnpm build` first.
// Usage: node bench/api.mjs [--seconds 5] [--connections 64] [--rounds 3] [--postgres [admin url]]
// Each row is measured in `--rounds` rounds, the endpoint and its baselines one after the other
// in each: this machine's speed drifts by half within a minute, so a ratio is only worth its two
// measurements taken together. The table gives each ratio's median over the rounds, and the
// endpoint's median req/s and latencies.
// With --postgres the portal runs on a fresh PostgreSQL database created there (default
// postgres://postgres@127.0.0.1:5432/postgres, with psql; dropped after) through its pool
// (DATABASE_POOL_SIZE, default 10) instead of PGlite's one connection.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPost, freePort, loginDemo, median, numberArg, printTable, startPortal, sameBytesServerScript, startServer } from './lib.mjs';
import { load as loadFrom } from './load.mjs';

const seconds = numberArg('--seconds', 5);
const rounds = numberArg('--rounds', 3);
const connections = numberArg('--connections', 64);
const postgresIndex = process.argv.indexOf('--postgres');
const adminUrl =
  postgresIndex < 0
    ? undefined
    : (process.argv[postgresIndex + 1] ?? '').startsWith('postgres')
      ? process.argv[postgresIndex + 1]
      : 'postgres://postgres@127.0.0.1:5432/postgres';

const load = (url, options = {}, duration = seconds) => loadFrom(url, { connections, seconds: duration, ...options });

const databaseName = `portal_bench_api_${Date.now().toString(36)}`;
let databaseUrl = '';
if (adminUrl) {
  execFileSync('psql', [adminUrl, '-qc', `CREATE DATABASE ${databaseName}`]);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}
const portal = await startPortal({ env: { DATABASE_URL: databaseUrl } });
const helloPort = await freePort();
const base = `${portal.base}/api`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-'));
const bodiesFile = path.join(workDir, 'same-bytes.json');
let stopHello = async () => undefined;

try {
  const { token } = await loginDemo(portal.base);
  const list = await apiPost(portal.base, '/web/game/list', { category: 1, pageSize: 20 });
  // A game with gift packs, so the gift list measures packs rather than an empty answer.
  let gameId = list.items[0].id;
  for (const item of list.items) {
    if ((await apiPost(portal.base, '/web/game/detail/giftlist', { appID: item.id })).length > 0) {
      gameId = item.id;
      break;
    }
  }

  // The ceiling: a bare node:http server answering a hello-world, and the same server sending
  // the exact bytes each endpoint answers (so the second ratio leaves out the payload's size).
  const bodies = {};
  const answer = async (route, body, headers = {}) =>
    (
      await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).text();
  bodies.list = await answer('/web/game/list', { category: 1, page: 1, pageSize: 20 });
  bodies.detail = await answer('/web/game/detail', { appID: gameId });
  bodies.gifts = await answer('/web/game/detail/giftlist', { appID: gameId });
  bodies.me = await answer('/user/center/me', {}, { token });
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const helloScript = sameBytesServerScript(bodiesFile, helloPort);
  stopHello = await startServer(process.execPath, ['-e', helloScript], {}, `http://127.0.0.1:${helloPort}/`);

  // Warm-up, not measured: both servers' first seconds run cold code (the first hello-world of a
  // run measured at half the later ones).
  load(`http://127.0.0.1:${helloPort}/`, {}, 2);
  load(`${base}/web/game/detail`, { method: 'POST', body: { appID: gameId } }, 2);

  const rows = [];
  /** One endpoint against its baselines, `rounds` times; medians of the rounds. */
  const measure = (name, key, url, options) => {
    const hellos = [];
    const sames = [];
    const sameRequests = [];
    const apis = [];
    for (let round = 0; round < rounds; round += 1) {
      hellos.push(load(`http://127.0.0.1:${helloPort}/`));
      if (key) sames.push(load(`http://127.0.0.1:${helloPort}/${key}`));
      // The same bytes for the same request (a POST's body sent and parsed): node:http's own floor for it.
      if (key && options.body) sameRequests.push(load(`http://127.0.0.1:${helloPort}/${key}`, options));
      apis.push(load(url, options));
    }
    const ratio = (baselines) => (baselines.length ? median(apis.map((api, round) => api.rps / baselines[round].rps)).toFixed(2) : '—');
    const rps = (measured) => (measured.length ? Math.round(median(measured.map((one) => one.rps))) : '—');
    rows.push([
      name,
      rps(apis),
      median(apis.map((api) => api.p50)),
      median(apis.map((api) => api.p99)),
      rps(hellos),
      ratio(hellos),
      key ? Buffer.byteLength(bodies[key]) : '—',
      rps(sames),
      ratio(sames),
      rps(sameRequests),
      ratio(sameRequests),
    ]);
  };
  measure('game list (category 1, page 1)', 'list', `${base}/web/game/list`, {
    method: 'POST',
    body: { category: 1, page: 1, pageSize: 20 },
  });
  // What a browser sends: every answer compressed (the cached page keeps its compressed twins).
  measure('game list, Accept-Encoding: br', undefined, `${base}/web/game/list`, {
    method: 'POST',
    body: { category: 1, page: 1, pageSize: 20 },
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  measure('game detail', 'detail', `${base}/web/game/detail`, { method: 'POST', body: { appID: gameId } });
  measure('gift list', 'gifts', `${base}/web/game/detail/giftlist`, { method: 'POST', body: { appID: gameId } });
  measure('user/center/me', 'me', `${base}/user/center/me`, { method: 'POST', body: {}, headers: { token } });
  printTable(
    `API under load: ${connections} connections, ${seconds} s each, median of ${rounds} alternating rounds, autocannon in a second process, ${adminUrl ? 'PostgreSQL (pool)' : 'PGlite'}, this machine`,
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'node:http hello req/s',
      'ratio',
      'body bytes',
      'node:http same bytes req/s',
      'ratio',
      'same bytes, same POST req/s',
      'ratio',
    ],
    rows,
  );
} finally {
  await stopHello();
  await portal.stop();
  if (adminUrl) execFileSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`]);
  fs.rmSync(workDir, { recursive: true, force: true });
}
