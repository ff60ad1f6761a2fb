#!/usr/bin/env node
// Runs every benchmark in turn; each prints its own table. Benchmarks never fail a build on a number.
// `pnpm build` first (build.mjs rebuilds, the others measure the builds as they are).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

for (const script of ['build.mjs', 'api.mjs', 'web.mjs', 'scale.mjs', 'reading.mjs']) {
  execFileSync(process.execPath, [path.join(ROOT, 'bench', script), ...process.argv.slice(2)], { stdio: 'inherit' });
}
