#!/usr/bin/env node
// Benchmark of ratings, reviews and charts (issue 18): chart pages and a game's review list at
// p50/p99 under load (64 connections, target p99 ≤ 20 ms) on a PostgreSQL database holding
// 1 000 000 download rows and 100 000 reviews, next to a bare node:http server sending the same
// bytes in the same run (the ceiling); plus how long one chart batch takes over those rows.
// Needs `pnpm build` first.
// Usage: node bench/reviews.mjs [--seconds 10] [--connections 64] [--downloads 1000000] [--reviews 100000]
//        [--postgres postgres://postgres@127.0.0.1:5432/postgres]
// The portal runs on a fresh database created there (with psql) and dropped after.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, numberArg, printTable, startPortal, sameBytesServerScript, startServer } from './lib.mjs';
import { load as loadFrom } from './load.mjs';

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 64);
const downloads = numberArg('--downloads', 1_000_000);
const reviews = numberArg('--reviews', 100_000);
const postgresIndex = process.argv.indexOf('--postgres');
const adminUrl = postgresIndex >= 0 ? process.argv[postgresIndex + 1] : 'postgres://postgres@127.0.0.1:5432/postgres';
/** Reviewers: each writes REVIEWS_PER_USER reviews of distinct games. */
const REVIEWS_PER_USER = 20;

const load = (url) => loadFrom(url, { connections, seconds });

const name = `portal_bench_reviews_${Date.now().toString(36)}`;
execFileSync('psql', [adminUrl, '-qc', `CREATE DATABASE ${name}`]);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const psql = (sql) => execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]).toString().trim();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reviews-'));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reviews-bodies-'));
let portal = null;
let stopHello = async () => undefined;

try {
  // 1. The portal migrates and seeds its demo catalogue (240 games); then it stops and the big rows go in by SQL.
  portal = await startPortal({ dataDir, env: { DATABASE_URL: databaseUrl } });
  await portal.stop();
  portal = null;
  const seedStarted = performance.now();
  const users = Math.ceil(reviews / REVIEWS_PER_USER);
  psql(`
    INSERT INTO users (login_name, name, account_type, invite_code, created_at)
    SELECT 'benchr' || n, '评测玩家' || n, 1, 'BR' || n, now() - interval '90 days' FROM generate_series(1, ${users}) AS n;
    -- 1 M downloads over the last 40 days, skewed towards the first games (a few hot ones, a long tail).
    INSERT INTO download_events (user_id, game_id, platform_type, channel_id, created_at)
    SELECT NULL, g.ids[1 + floor(power(random(), 3) * array_length(g.ids, 1))::int], 1, '0',
           now() - random() * interval '40 days'
    FROM generate_series(1, ${downloads}), (SELECT array_agg(id ORDER BY id) AS ids FROM games) g;
    -- Reviews: every reviewer rates ${REVIEWS_PER_USER} distinct games, the first game by everyone (the long list).
    INSERT INTO game_reviews (game_id, user_id, rating, content, game_version, helpful_count, created_at, updated_at)
    SELECT g.ids[1 + ((u.rn * 7 + k * 13) % array_length(g.ids, 1)) * (k > 0)::int], u.uid,
           1 + floor(random() * 5)::int, '评测内容：画面、玩法、优化都说一说。' || u.rn || '-' || k, '1.0.0',
           floor(power(random(), 4) * 500)::int, now() - random() * interval '60 days', now()
    FROM (SELECT uid, row_number() OVER (ORDER BY uid) AS rn FROM users WHERE login_name LIKE 'benchr%') u,
         generate_series(0, ${REVIEWS_PER_USER - 1}) AS k, (SELECT array_agg(id ORDER BY id) AS ids FROM games) g
    ON CONFLICT (game_id, user_id) DO NOTHING;
    -- The counters the reviews module keeps, computed once from the rows.
    DELETE FROM game_rating_stats;
    INSERT INTO game_rating_stats (game_id, rating_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, review_count)
    SELECT game_id, count(*), sum(rating), count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
           count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5),
           count(*) FILTER (WHERE NOT hidden)
    FROM game_reviews GROUP BY game_id;
    ANALYZE;
  `);
  const seedMs = performance.now() - seedStarted;
  const rowCounts = psql(
    "SELECT (SELECT count(*) FROM download_events) || ' ' || (SELECT count(*) FROM game_reviews) || ' ' || (SELECT min(id) FROM games)",
  ).split(' ');
  const [downloadRows, reviewRows, firstGame] = rowCounts.map(Number);

  // 2. Started again: the chart batch runs at start over the new rows; its duration is read from the server's clock.
  const restarted = Date.now();
  portal = await startPortal({ dataDir, env: { DATABASE_URL: databaseUrl } });
  // computedAt is when the batch began (its clock is read under the lock); it becomes visible when the batch commits.
  let computedAt = 0;
  let visibleAt = 0;
  for (;;) {
    const page = await (await fetch(`${portal.base}/api/v1/chart/top`)).json();
    computedAt = page.data.computedAt ? Date.parse(page.data.computedAt) : 0;
    visibleAt = Date.now();
    if (computedAt >= restarted && page.data.total > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const batchMs = visibleAt - computedAt;

  const urls = {
    hot: `${portal.base}/api/v1/chart/hot?page=1&pageSize=20`,
    topCategory: `${portal.base}/api/v1/chart/top?category=1&page=2&pageSize=20`,
    helpful: `${portal.base}/api/v1/game/${firstGame}/review/list?sort=helpful&page=1&pageSize=20`,
    newest: `${portal.base}/api/v1/game/${firstGame}/review/list?sort=newest&page=1&pageSize=20`,
    deep: `${portal.base}/api/v1/game/${firstGame}/review/list?sort=helpful&page=50&pageSize=20`,
  };
  const bodies = {};
  for (const [key, target] of Object.entries(urls)) bodies[key] = await (await fetch(target)).text();
  const bodiesFile = path.join(workDir, 'same-bytes.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const helloPort = await freePort();
  const helloScript = sameBytesServerScript(bodiesFile, helloPort);
  stopHello = await startServer(process.execPath, ['-e', helloScript], {}, `http://127.0.0.1:${helloPort}/`);
  const listSize = JSON.parse(bodies.helpful).data.total;

  const rows = [];
  const measure = (label, key) => {
    const same = load(`http://127.0.0.1:${helloPort}/${key}`);
    const result = load(urls[key]);
    rows.push([
      label,
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
  measure('chart 热门, page 1', 'hot');
  measure('chart 高分, category 1, page 2', 'topCategory');
  measure(`review list 最有用, page 1 (${listSize} reviews)`, 'helpful');
  measure('review list 最新, page 1', 'newest');
  measure('review list 最有用, page 50 (OFFSET 980)', 'deep');
  printTable(
    `Charts and reviews under load: ${connections} connections, ${seconds} s each, autocannon in a second process, PostgreSQL, ${downloadRows} download rows, ${reviewRows} reviews (seeded by SQL in ${Math.round(seedMs / 1000)} s); one chart batch over them: ${batchMs} ms (±100 ms)`,
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'p99 ≤ 20 ms', 'body bytes', 'node:http same bytes req/s', 'its p99 ms', 'ratio'],
    rows,
  );
} finally {
  await stopHello();
  await portal?.stop();
  execFileSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
}
