#!/usr/bin/env node
// Benchmark: cold production build of all five apps, and of one remote alone (median of N runs).
// Usage: node bench/build.mjs [--runs 3]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, median, numberArg, printTable } from './lib.mjs';

const runs = numberArg('--runs', 3);
// The host and every remote of the workspace's one list.
const { remotes } = JSON.parse(fs.readFileSync(new URL('../portal-remotes.json', import.meta.url), 'utf8'));
const APPS = ['host', ...remotes.map((remote) => remote.folder)];
const rspack = (app) => path.join(ROOT, app, 'node_modules/.bin/rspack');

function coldBuild(apps) {
  for (const app of apps) fs.rmSync(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  for (const app of apps) execFileSync(rspack(app), ['build', '--mode', 'production'], { cwd: path.join(ROOT, app), stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const all = [];
const one = [];
for (let i = 0; i < runs; i += 1) {
  all.push(coldBuild(APPS));
  one.push(coldBuild(['remote-games']));
}
printTable(
  `Cold production build (median of ${runs}, one after another, this machine)`,
  ['what', 'median s', 'runs s'],
  [
    ['all five apps', median(all).toFixed(2), all.map((s) => s.toFixed(2)).join(', ')],
    ['remote-games alone', median(one).toFixed(2), one.map((s) => s.toFixed(2)).join(', ')],
  ],
);
