#!/usr/bin/env node
/**
 * `pnpm test`: every test, in the order a failure is cheapest to find.
 *   0. lint and format check of the whole tree (Biome, one config at the root);
 *   1. typecheck every package (strict TypeScript);
 *   2. jest: unit tests and server integration tests — on the embedded PGlite always, and on a
 *      real PostgreSQL server too (in a database the tests create and drop) when one answers at
 *      TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); Redis-backed
 *      limits too when Redis answers at TEST_REDIS_URL (default redis://127.0.0.1:6379);
 *   3. the production build of all five apps and the server;
 *   4. browser tests (playwright-core + Chromium) against those builds, served for real;
 *   5. the reliability suites in their short form (fuzz, authorisation, XSS, crash safety, load,
 *      remote chaos: e2e/reliability), against the same builds.
 * Ends with one line "all: N passed, M failed".
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0 };
const steps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ title, ok: result.status === 0, seconds });
  return result.status === 0;
}

function jest(title, args, env = {}) {
  const report = path.join(os.tmpdir(), `portal-jest-${process.pid}-${steps.length}.json`);
  const ok = run(title, 'pnpm', ['exec', 'jest', ...args, '--json', `--outputFile=${report}`], env);
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    if (result.numPendingTests > 0) {
      // A skipped test hides a result; it is never counted as passing.
      console.error(`${title}: ${result.numPendingTests} skipped test(s) — not allowed`);
      totals.failed += result.numPendingTests;
      return false;
    }
    if (!ok && result.success) {
      // Every test passed, yet jest exited non-zero: something a test left running after its
      // file ended (a request, a timer) set the exit code. Still a failure; say what it is.
      console.error(`${title}: jest exited non-zero with every test passing — a test left work running after it ended`);
      totals.failed += 1;
    }
    fs.rmSync(report, { force: true });
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let ok = run('lint and format', 'pnpm', ['exec', 'biome', 'check', '.']);
ok = run('typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']) && ok;

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const pgAvailable = await reachable(pgUrl, 5432);
if (!pgAvailable && ci) {
  console.error(`PostgreSQL is not reachable at ${pgUrl}; CI runs the server tests on it too.`);
  ok = false;
}
if (!pgAvailable) console.log(`\n(PostgreSQL not reachable at ${pgUrl}: server tests run on PGlite only.)`);
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redisAvailable = await reachable(redisUrl, 6379);
if (!redisAvailable && ci) {
  console.error(`Redis is not reachable at ${redisUrl}; CI runs the Redis-backed limits on it too.`);
  ok = false;
}
if (!redisAvailable) console.log(`\n(Redis not reachable at ${redisUrl}: limits are tested on the database only.)`);
const services = { ...(pgAvailable ? { TEST_DATABASE_URL: pgUrl } : {}), ...(redisAvailable ? { TEST_REDIS_URL: redisUrl } : {}) };
ok = jest('unit + server tests', ['--selectProjects', 'unit', 'server'], services) && ok;

const built = run('production build', 'pnpm', ['build']);
ok = built && ok;
if (built) {
  ok = jest('browser tests', ['--selectProjects', 'browser', '--runInBand']) && ok;
  ok = jest('reliability suites (short form)', ['--selectProjects', 'reliability', '--runInBand'], services) && ok;
} else {
  totals.failed += 1;
}

console.log('\n=== summary ===');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.title} (${step.seconds} s)`);
console.log(`all: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
