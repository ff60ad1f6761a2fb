#!/usr/bin/env node
// Benchmark: the square's three targets of issue 12.
//  words  the sensitive-word check of a post of 2 000 characters (the post limit) against 10 000
//         words, as the server runs it (Traditional → Simplified included) and as the browser
//         does (without), next to a naive baseline in the same run (String#includes for each word
//         over the same normalised text); the evasion set's catch rate and the whitelist set's hits
//         (shared/src/rules/sensitive-words.fixtures.ts, the data the unit tests use).
//  feed   GET /api/v1/square/post/list on PGlite holding 1 000 000 posts (seeded once by SQL in
//         batches into .data/bench-square-<posts>; delete it to reseed), 64 connections from
//         autocannon in a second process: page 1 against page 500, alternating rounds. Page 500 is
//         read both ways the server serves it: with the cursor chain (the `cursor` of page 499's
//         answer: one keyset range) and by page number after pages 1–499 were read in order (the
//         server's page-anchor cache then holds the end of page 499: the same keyset range); and
//         once cold, by page number with no anchor (OFFSET 9 980), to show what the keyset saves.
//  likes  1 000 concurrent like/unlike calls on one post from 1 000 distinct users (sessions
//         written into the database beforehand), three waves: all like; half unlike while the
//         other half like again; the halves swap. After each, likeCount must equal the rows and the
//         expected number; errors and deadlocks counted. On PGlite, and on PostgreSQL when it is
//         reachable (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
// Needs `pnpm build` (the server) first for feed and likes.
// Usage: node bench/square.mjs [--only words|feed|likes] [--calls 20000] [--posts 1000000] [--seconds 5] [--rounds 3] [--connections 64]
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, median, numberArg, printTable, startPortal } from './lib.mjs';
import { listenerPid, load as loadFrom } from './load.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const calls = numberArg('--calls', 20_000);
const postCount = numberArg('--posts', 1_000_000);
const seconds = numberArg('--seconds', 5);
const rounds = numberArg('--rounds', 3);
const connections = numberArg('--connections', 64);

/**
 * The workspace's TypeScript source, bundled with esbuild (installed in server/) into one module
 * in a temporary folder and imported: the matcher as the server and the browser get it.
 */
async function loadSource(files) {
  const esbuild = createRequire(path.join(ROOT, 'server', 'package.json'))('esbuild');
  const entry = Object.entries(files)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(path.join(ROOT, file))};`)
    .join('\n');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-square-'));
  const outfile = path.join(dir, 'source.mjs');
  await esbuild.build({
    stdin: { contents: entry, resolveDir: ROOT },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A deterministic generator (mulberry32), so every run measures the same words and the same post. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/**
 * p50, p99 and max in ms of `fn()` over `count` calls, after a warm-up: wall-clock time, and the
 * process's CPU time (which leaves out the moments the scheduler gave the core to another process:
 * on this 2-core machine shared with other work, those, not the code, make the wall-clock tail).
 */
function timeCalls(fn, count) {
  for (let i = 0; i < Math.min(count, 2000); i += 1) fn();
  const wall = new Float64Array(count);
  const cpu = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    fn();
    wall[i] = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    cpu[i] = (used.user + used.system) / 1000;
  }
  wall.sort();
  cpu.sort();
  return { p50: percentile(wall, 0.5), p99: percentile(wall, 0.99), max: wall[count - 1], cpu99: percentile(cpu, 0.99) };
}

const ms = (value) => value.toFixed(3);

async function benchWords() {
  const source = await loadSource({
    matcher: 'shared/src/rules/sensitive-words.ts',
    fixtures: 'shared/src/rules/sensitive-words.fixtures.ts',
    simplified: 'server/src/modules/square/to-simplified.ts',
  });
  const { createSensitiveWordMatcher, normaliseSensitiveText } = source.matcher;
  const { fixtures } = source;
  const { toSimplified } = source.simplified;

  // 10 000 words: the sample list and generated ones, 2–4 CJK characters (90 %) or 4–8 Latin
  // letters, spread over the whole CJK block as a real list's rare words are.
  const next = random(12);
  const words = new Set(fixtures.SAMPLE_WORDS.map((entry) => entry.word));
  while (words.size < 10_000) {
    if (next() < 0.9) {
      const length = 2 + Math.floor(next() * 3);
      let word = '';
      for (let i = 0; i < length; i += 1) word += String.fromCharCode(0x4e00 + Math.floor(next() * (0x9fa5 - 0x4e00)));
      words.add(word);
    } else {
      const length = 4 + Math.floor(next() * 5);
      let word = '';
      for (let i = 0; i < length; i += 1) word += String.fromCharCode(97 + Math.floor(next() * 26));
      words.add(word);
    }
  }
  const list = [...words];

  // The post: the legitimate texts and a few evasions, repeated to the 2 000-character limit.
  const parts = [...fixtures.WHITELIST_SET, ...fixtures.EVASION_SET.filter((_, i) => i % 40 === 0).map((sample) => sample.text)];
  let post = '';
  for (let i = 0; post.length < 2000; i += 1) post += parts[i % parts.length];
  post = post.slice(0, 2000);

  const buildStarted = performance.now();
  const server = createSensitiveWordMatcher(list, { whitelist: fixtures.SAMPLE_WHITELIST, toSimplified });
  const buildMs = performance.now() - buildStarted;
  const browser = createSensitiveWordMatcher(list, { whitelist: fixtures.SAMPLE_WHITELIST });
  const normalisedWords = list.map((word) => normaliseSensitiveText(word, toSimplified)).filter(Boolean);
  const naive = () => {
    const text = normaliseSensitiveText(post, toSimplified);
    return normalisedWords.filter((word) => text.includes(word));
  };
  const found = server.find(post);

  const serverTimes = [];
  const browserTimes = [];
  const naiveTimes = [];
  // Alternating rounds, so a noisy moment on this machine hits all three alike.
  for (let round = 0; round < 3; round += 1) {
    serverTimes.push(timeCalls(() => server.find(post), calls));
    browserTimes.push(timeCalls(() => browser.find(post), calls));
    naiveTimes.push(timeCalls(naive, Math.ceil(calls / 20)));
  }
  const med = (samples, key) => median(samples.map((sample) => sample[key]));
  const row = (name, samples) => [
    name,
    ms(med(samples, 'p50')),
    ms(med(samples, 'p99')),
    ms(med(samples, 'cpu99')),
    ms(med(samples, 'max')),
  ];
  printTable(
    `Sensitive words: a ${post.length}-character post (${found.length} listed words in it) against ${list.length} words (matcher built in ${buildMs.toFixed(0)} ms); ${calls} calls a round, median of 3 alternating rounds`,
    ['check', 'p50 ms', 'p99 ms', 'p99 CPU ms', 'max ms'],
    [
      row('server: Aho-Corasick, Traditional → Simplified, whitelist', serverTimes),
      row('browser: Aho-Corasick, whitelist, no converter', browserTimes),
      row('baseline: includes() per word over the same normalised text', naiveTimes),
    ],
  );

  const caught = (cases) => cases.filter((sample) => server.find(sample.text).includes(sample.word)).length;
  const rows = [];
  const tricks = [...new Set(fixtures.EVASION_SET.map((sample) => sample.trick))];
  for (const trick of tricks) {
    const cases = fixtures.EVASION_SET.filter((sample) => sample.trick === trick);
    rows.push([`evasion: ${trick}`, cases.length, caught(cases), `${((caught(cases) / cases.length) * 100).toFixed(1)} %`]);
  }
  const all = caught(fixtures.EVASION_SET);
  rows.push(['evasion set, all', fixtures.EVASION_SET.length, all, `${((all / fixtures.EVASION_SET.length) * 100).toFixed(1)} %`]);
  const outside = caught(fixtures.OUT_OF_SCOPE_SET);
  rows.push(['outside the four tricks (not in the rate)', fixtures.OUT_OF_SCOPE_SET.length, outside, '—']);
  const bare = createSensitiveWordMatcher(list, { toSimplified });
  const whitelistHits = fixtures.WHITELIST_SET.filter((text) => server.find(text).length > 0).length;
  const bareHits = fixtures.WHITELIST_SET.filter((text) => bare.find(text).length > 0).length;
  rows.push(['whitelist set: texts with a hit', fixtures.WHITELIST_SET.length, whitelistHits, `${bareHits} without the whitelist`]);
  printTable(
    `Sensitive words: catch rate and false hits (${list.length} words, the server's matcher)`,
    ['set', 'texts', 'caught / hit', 'rate'],
    rows,
  );
}

// ---- Feed and likes: the built server, its database seeded beforehand ----

/**
 * Runs `body` (the inside of an async function) in a child Node started in server/, where tsx,
 * PGlite and pg resolve, with the server's own config, database (`db`, migrated) and `load(file)`
 * for its sources; `input` is the JSON file BENCH_INPUT names. Returns what `body` returns.
 * The embedded database takes one process at a time, so this runs while no server holds it.
 */
function inServer(body, env, input = {}) {
  const inputFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-square-')), 'input.json');
  fs.writeFileSync(inputFile, JSON.stringify(input));
  const script = `import fs from 'node:fs';
    import path from 'node:path';
    import { tsImport } from 'tsx/esm/api';
    const load = (file) => tsImport(path.join(process.cwd(), 'src', file), import.meta.url);
    const { loadConfig } = await load('config.ts');
    const { createDatabase } = await load('db/create-database.ts');
    const { migrate } = await load('db/migrate.ts');
    const config = loadConfig();
    // A bulk load runs statements far longer than a request's DATABASE_STATEMENT_TIMEOUT_MS.
    const db = await createDatabase(config.database.kind === 'postgres' ? { ...config.database, statementTimeoutMs: 0 } : config.database);
    const input = JSON.parse(fs.readFileSync(process.env.BENCH_INPUT, 'utf8'));
    let output = null;
    try {
      await migrate(db);
      output = await (async () => { ${body} })();
    } finally {
      await db.close();
    }
    console.log(JSON.stringify(output));`;
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(ROOT, 'server'),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, BENCH_INPUT: inputFile },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 26,
    });
    return JSON.parse(out.toString().trim().split('\n').at(-1));
  } finally {
    fs.rmSync(path.dirname(inputFile), { recursive: true, force: true });
  }
}

// Post texts of the seeded feed: ordinary square talk, two sentences a post.
const SENTENCES = [
  '今天的副本终于打通了，掉了一把紫武，开心！',
  '新版本的平衡性调整大家怎么看？我觉得法师有点弱了。',
  '求推荐几款适合通勤玩的休闲游戏，最好能单机。',
  '公会招人，每晚八点开荒，欢迎萌新加入，有大佬带。',
  '这个角色的配音太好听了，循环播放了一整天。',
  '活动礼包领到了，感谢官方，希望以后多送点钻石。',
  'Boss 二阶段记得躲红圈，奶妈站后面别乱跑。',
  '更新之后帧数稳定多了，手机也不再发烫了。',
  '抽卡保底机制有人研究过吗？九十抽必出是真的吗？',
  '周末和朋友开黑，三连胜，晚上继续冲分！',
  '地图设计很用心，每个角落都藏着彩蛋，慢慢探索吧。',
  '剧情第三章看哭了，编剧太会了，期待下一章。',
];

/** A data directory holding `posts` posts over three years from 2 000 authors (a quarter with an image), seeded once. */
function seededFeedDir(posts) {
  const dir = path.join(ROOT, '.data', `bench-square-${posts}`);
  const done = path.join(dir, '.seeded');
  if (fs.existsSync(done)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`seeding ${posts} posts into ${path.relative(ROOT, dir)} …`);
  const started = performance.now();
  const result = inServer(
    `const { refreshHotRanks } = await load('modules/square/hot-rank.ts');
    const now = new Date();
    const authors = (await db.query(
      "INSERT INTO users (name, account_type, invite_code, created_at) SELECT '广场玩家' || i, 1, 'bench-square-' || i, $1 FROM generate_series(1, 2000) AS i RETURNING uid::text AS uid",
      [new Date(now.getTime() - 1200 * 86400_000)],
    )).map((row) => row.uid);
    const tags = (await db.query('SELECT id FROM square_tags ORDER BY id')).map((row) => row.id);
    // Posts spread evenly over three years, id order = time order; the last 7 days are ranked.
    const step = (3 * 365 * 86400) / input.posts;
    for (let from = 1; from <= input.posts; from += input.batch) {
      const to = Math.min(input.posts, from + input.batch - 1);
      await db.transaction((tx) => tx.query(
        \`WITH inserted AS (
           INSERT INTO posts (author_id, content, tag_id, like_count, comment_count, root_comment_count, created_at, hot_rank)
           SELECT ($1::bigint[])[1 + (i * 7919) % array_length($1::bigint[], 1)],
             ($2::text[])[1 + i % array_length($2::text[], 1)] || ($2::text[])[1 + (i / 12) % array_length($2::text[], 1)],
             CASE WHEN i % 5 = 0 THEN NULL ELSE ($3::int[])[1 + i % array_length($3::int[], 1)] END,
             (i * 31) % 60, (i * 17) % 12, (i * 17) % 12 / 2,
             $4::timestamptz - make_interval(secs => ($5::bigint - i) * $6::float8),
             CASE WHEN ($5::bigint - i) * $6::float8 < 7 * 86400 THEN 1 ELSE 0 END
           FROM generate_series($7::bigint, $8::bigint) AS i
           RETURNING id, author_id, created_at)
         INSERT INTO post_images (owner_id, post_id, position, url, thumb_url, width, height, created_at)
         SELECT author_id, id, 0, '/files/square/bench-' || id % 50 || '.jpg', '/files/square/bench-' || id % 50 || '-thumb.webp', 1080, 1440, created_at
         FROM inserted WHERE id % 4 = 0\`,
        [authors, input.sentences, tags, now, input.posts, step, from, to],
      ));
      if (to % 200_000 === 0 || to === input.posts) console.error(\`  \${to}/\${input.posts} posts\`);
    }
    // The counters the lists read instead of count(*), and the server's own hot ranks.
    await db.query(\`INSERT INTO square_counters (key, count) SELECT 'posts', count(*) FROM posts WHERE deleted_at IS NULL
      ON CONFLICT (key) DO UPDATE SET count = EXCLUDED.count\`);
    await db.query(\`INSERT INTO square_counters (key, count) SELECT 'posts:tag:' || tag_id, count(*) FROM posts
      WHERE deleted_at IS NULL AND tag_id IS NOT NULL GROUP BY tag_id ON CONFLICT (key) DO UPDATE SET count = EXCLUDED.count\`);
    await db.query(\`INSERT INTO square_user_stats (uid, post_count) SELECT author_id, count(*) FROM posts GROUP BY author_id
      ON CONFLICT (uid) DO UPDATE SET post_count = EXCLUDED.post_count\`);
    await refreshHotRanks(db, () => now);
    // PGlite runs no autovacuum: without statistics the planner guesses.
    await db.exec('VACUUM ANALYZE');
    return (await db.one('SELECT count(*)::int AS posts, count(*) FILTER (WHERE hot_rank > 0)::int AS ranked FROM posts'));`,
    { DATA_DIR: dir, DATABASE_URL: '' },
    { posts, batch: 50_000, sentences: SENTENCES },
  );
  if (result.posts !== posts) throw new Error(`${dir} holds ${result.posts} posts, not ${posts}`);
  fs.writeFileSync(done, new Date().toISOString());
  console.log(`  ${result.posts} posts (${result.ranked} ranked) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/** A load with the server's CPU time per request, in ms (bench/load.mjs). */
function load(url, pid) {
  const result = loadFrom(url, { connections, seconds, pid });
  return { ...result, cpu: result.cpuUs / 1000 };
}

async function benchFeed() {
  const dataDir = seededFeedDir(postCount);
  const portal = await startPortal({ dataDir, env: { SEED_DEMO: '0' } });
  const pid = listenerPid(new URL(portal.base).port);
  const rows = [];
  try {
    const listUrl = (params) => `${portal.base}/api/v1/square/post/list?${new URLSearchParams({ pageSize: '20', ...params })}`;
    const read = async (params) => {
      // A keep-alive socket left idle through a load may be closed by the server as it is
      // reused (undici: "other side closed"): that request is sent once more, on a new one.
      const response = await fetch(listUrl(params)).catch(() => fetch(listUrl(params)));
      const envelope = await response.json();
      if (envelope.code !== 0) throw new Error(`post/list ${JSON.stringify(params)}: ${envelope.msg}`);
      return envelope.data;
    };
    /** Pages 1–499 in order by cursor (with their numbers, so the server also keeps their anchors); page 499's nextCursor. */
    const walk = async (sort) => {
      let cursor;
      for (let page = 1; page < 500; page += 1)
        cursor = (await read({ sort, currentPage: String(page), ...(cursor ? { cursor } : {}) })).nextCursor;
      return cursor;
    };
    const firstIds = (data) => data.items.map((item) => item.id).join(',');

    for (const [sort, name] of [
      ['2', '最新'],
      ['1', '最热'],
    ]) {
      // Cold: page 500 by number with no anchor remembered (the server skips 9 980 rows). Timed
      // one request at a time: under 64 connections these queue for minutes behind the one
      // embedded-database connection and the server's request timeout closes the sockets.
      const oneAtATime = { page1: [], cold: [] };
      let coldItems;
      for (let i = 0; i < (name === '最新' ? 5 : 1); i += 1) {
        let started = performance.now();
        await read({ sort, currentPage: '1' });
        oneAtATime.page1.push(performance.now() - started);
        started = performance.now();
        coldItems = firstIds(await read({ sort, currentPage: '500' }));
        oneAtATime.cold.push(performance.now() - started);
      }
      const cursor = await walk(sort);
      const reads = {
        page1: listUrl({ sort, currentPage: '1' }),
        cursor: listUrl({ sort, currentPage: '500', cursor }),
        number: listUrl({ sort, currentPage: '500' }),
      };
      // All three ways give page 500 the same posts.
      const byCursor = firstIds(await read({ sort, currentPage: '500', cursor }));
      const byNumber = firstIds(await read({ sort, currentPage: '500' }));
      if (byCursor !== byNumber || byCursor !== coldItems) throw new Error(`${name}: page 500 differs between cursor, anchor and offset`);
      // Warm-up, discarded; then alternating rounds, so a noisy moment hits every read alike.
      for (const url of Object.values(reads)) load(url, pid);
      const samples = { page1: [], cursor: [], number: [] };
      for (let round = 0; round < rounds; round += 1) {
        for (const [key, url] of Object.entries(reads)) samples[key].push(load(url, pid));
      }
      const med = (list, key) => median(list.map((sample) => sample[key]));
      const base = samples.page1;
      const row = (label, list) => [
        `${name}, ${label}`,
        Math.round(med(list, 'rps')),
        med(list, 'mean').toFixed(2),
        med(list, 'p50'),
        med(list, 'p99'),
        (med(list, 'mean') / med(base, 'mean')).toFixed(2),
        (med(list, 'p99') / Math.max(1, med(base, 'p99'))).toFixed(2),
        med(list, 'cpu').toFixed(2),
        (med(list, 'cpu') / med(base, 'cpu')).toFixed(2),
      ];
      rows.push(row('page 1', base));
      rows.push(row('page 500 by cursor (keyset)', samples.cursor));
      rows.push(row('page 500 by number, anchor of page 499 kept', samples.number));
      if (name === '最新') {
        const [page1, cold] = [median(oneAtATime.page1), median(oneAtATime.cold)];
        rows.push([`${name}, one request at a time: page 1`, '—', page1.toFixed(2), '—', '—', '1.00', '—', '—', '—']);
        rows.push([
          `${name}, one at a time: page 500, no anchor (OFFSET 9 980)`,
          '—',
          cold.toFixed(2),
          '—',
          '—',
          (cold / page1).toFixed(2),
          '—',
          '—',
          '—',
        ]);
      }
    }
  } finally {
    await portal.stop();
  }
  printTable(
    `Square feed: post/list, ${postCount} posts, pageSize 20, guest, ${connections} connections, ${seconds} s a load, median of ${rounds} alternating rounds, PGlite`,
    ['read', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'mean / page 1', 'p99 / page 1', 'server CPU ms/req', 'CPU / page 1'],
    rows,
  );
}

const LIKERS = 1000;

/** A database with one post and LIKERS users, each with a session; their tokens and the post's id. */
function seedLikers(env) {
  const tokens = Array.from({ length: LIKERS }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  const { postId } = inServer(
    `const now = new Date();
    const [author, ...likers] = (await db.query(
      "INSERT INTO users (name, account_type, invite_code, created_at) SELECT '点赞用户' || i, 1, 'bench-like-' || i, $1 FROM generate_series(0, $2) AS i RETURNING uid::text AS uid",
      [new Date(now.getTime() - 30 * 86400_000), input.hashes.length],
    )).map((row) => row.uid);
    await db.query(
      "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) SELECT h, u, $3::timestamptz, $3::timestamptz, $3::timestamptz + interval '1 day' FROM unnest($1::text[], $2::bigint[]) AS t(h, u)",
      [input.hashes, likers, now],
    );
    const post = await db.one("INSERT INTO posts (author_id, content, created_at, hot_rank) VALUES ($1, '大家来点赞', $2, 0.1) RETURNING id::text AS id", [author, now]);
    return { postId: post.id };`,
    env,
    { hashes },
  );
  return { tokens, postId };
}

/** like_count and the rows behind it. */
const COUNT_LIKES = `SELECT (SELECT like_count FROM posts WHERE id = $1) AS "likeCount", (SELECT count(*)::int FROM post_likes WHERE post_id = $1) AS rows`;

async function likeWaves(label, { env, readCounts, deadlocks }) {
  const { tokens, postId } = seedLikers(env);
  const portal = await startPortal({ env: { SEED_DEMO: '0', ...env } });
  const rows = [];
  try {
    const url = `${portal.base}/api/v1/square/post/${postId}/like`;
    const call = async (token, like) => {
      try {
        const response = await fetch(url, { method: like ? 'POST' : 'DELETE', headers: { token } });
        const envelope = await response.json();
        return response.status === 200 && envelope.code === 0 ? null : `${response.status} ${envelope.msg}`;
      } catch (error) {
        return error.message;
      }
    };
    const half = LIKERS / 2;
    const waves = [
      ['all 1 000 like', () => true, LIKERS],
      ['500 unlike, 500 like again', (i) => i >= half, half],
      ['the halves swap', (i) => i < half, half],
    ];
    for (const [name, likes, expected] of waves) {
      const before = await deadlocks();
      const started = performance.now();
      const results = await Promise.all(tokens.map((token, i) => call(token, likes(i))));
      const wallMs = performance.now() - started;
      const errors = results.filter(Boolean);
      const answer = await (await fetch(`${portal.base}/api/v1/square/post/${postId}`)).json();
      const counted = await readCounts(postId);
      rows.push([
        `${label}: ${name}`,
        LIKERS,
        Math.round(wallMs),
        errors.length ? `${errors.length} (${[...new Set(errors)].slice(0, 2).join('; ')})` : 0,
        counted ? (await deadlocks()) - before : '— (one connection)',
        expected,
        answer.data.likeCount,
        counted ? counted.rows : 'after stop',
      ]);
    }
  } finally {
    await portal.stop();
  }
  return rows;
}

async function benchLikes() {
  const rows = [];
  // PGlite: one process holds the data directory, so its rows are counted once the server has stopped.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-likes-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const pgliteRows = await likeWaves('PGlite', { env, readCounts: async () => null, deadlocks: async () => 0 });
    const postId = inServer("return (await db.one('SELECT max(id)::text AS id FROM posts')).id;", env);
    const final = inServer(`return db.one(${JSON.stringify(COUNT_LIKES)}, [input.postId]);`, env, { postId });
    pgliteRows.at(-1)[7] = `${final.rows} (like_count ${final.likeCount})`;
    rows.push(...pgliteRows);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const pg = createRequire(path.join(ROOT, 'server', 'package.json'))('pg');
  const adminUrl = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL not reachable at ${adminUrl} (${error.message}): likes measured on PGlite only.`);
    rows.push(['PostgreSQL: not reachable', '—', '—', '—', '—', '—', '—', '—']);
    return rows;
  }
  const name = `portal_bench_likes_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    const stat = async () =>
      Number((await pool.query('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()')).rows[0].deadlocks);
    rows.push(
      ...(await likeWaves('PostgreSQL', {
        env: { DATABASE_URL: url.toString() },
        readCounts: async (postId) => (await pool.query(COUNT_LIKES, [postId])).rows[0],
        deadlocks: stat,
      })),
    );
  } finally {
    await pool.end();
    // pool.end() resolves before its sockets close; a forced drop would end them under the
    // pool's feet (an unhandled 'error'): wait until the server has let them go.
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows: active } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (active[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return rows;
}

if (!only || only === 'words') await benchWords();
if (!only || only === 'feed') await benchFeed();
if (!only || only === 'likes') {
  printTable(
    `Square likes: ${LIKERS} concurrent like/unlike calls on one post from distinct users, three waves; deadlocks from pg_stat_database`,
    ['wave', 'calls', 'wall ms', 'errors', 'deadlocks', 'expected', 'likeCount', 'rows'],
    await benchLikes(),
  );
}
