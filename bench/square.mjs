#!/usr/bin/env node
// Benchmark: the square's three targets of issue 12.
//  words  the sensitive-word check of a post of 2 000 characters (the post limit) against 10 000
//         words, as the server runs it (Traditional → Simplified included) and as the browser
//         does (without), next to a naive baseline in the same run (String#includes for each word
//         over the same normalised text); the evasion set's catch rate and the whitelist set's hits
//         (shared/src/rules/sensitive-words.fixtures.ts, the data the unit tests use).
//  feed   (see below, once the routes are there)
//  likes  (see below)
// Usage: node bench/square.mjs [--only words] [--calls 20000]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, median, numberArg, printTable } from './lib.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const calls = numberArg('--calls', 20_000);

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

/** p50, p99 and max in ms of `fn()` over `count` calls, after a warm-up. */
function timeCalls(fn, count) {
  for (let i = 0; i < Math.min(count, 2000); i += 1) fn();
  const times = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    fn();
    times[i] = performance.now() - started;
  }
  times.sort();
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times[count - 1] };
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
  const row = (name, samples) => [name, ms(med(samples, 'p50')), ms(med(samples, 'p99')), ms(med(samples, 'max'))];
  printTable(
    `Sensitive words: a ${post.length}-character post (${found.length} listed words in it) against ${list.length} words (matcher built in ${buildMs.toFixed(0)} ms); ${calls} calls a round, median of 3 alternating rounds`,
    ['check', 'p50 ms', 'p99 ms', 'max ms'],
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

if (!only || only === 'words') await benchWords();
