#!/usr/bin/env node
// Runs the deploy commands (src/cli.ts) from TypeScript source, as the server's scripts do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { main } = await tsImport('../src/cli.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2), {
  repoRoot,
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
