#!/usr/bin/env node
// Checks an environment file the way the server does before it goes live (issue 16):
//
//   pnpm env:check environments/staging.json [--base https://m.example.com]
//
// Relative manifest URLs (/remotes/…) are read from this checkout's builds, or from --base
// (PUBLIC_URL) when given. REMOTE_ORIGINS (and PORTAL_MODE) decide the allow-list, as for the
// server. Exit 0: the file would go live; 1: it would be refused (every problem is printed);
// 2: usage.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1] : undefined;
if (args.length !== 1) {
  console.error('usage: pnpm env:check <environment file> [--base <public url>]');
  process.exit(2);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
const file = path.resolve(cwd, args[0]);
const { checkEnvironmentFile } = await tsImport(path.join(here, '..', 'src', 'static', 'environment-check.ts'), import.meta.url);
const result = await checkEnvironmentFile(file, { publicUrl: base?.replace(/\/+$/, '') });
if (result.ok) {
  console.log(`✓ ${path.relative(cwd, file) || file}: environment "${result.environment.name}" passes`);
  for (const [name, remote] of Object.entries(result.environment.remotes)) {
    const canary = remote.canary
      ? `  (canary ${remote.canary.version ?? remote.canary.manifest}: share ${remote.canary.share}${remote.canary.cohort ? `, cohort ${remote.canary.cohort}` : ''})`
      : '';
    console.log(`  ${name}  ${remote.version ?? '(no label)'}  ${remote.manifest}  ${remote.routes.length} routes${canary}`);
  }
  process.exit(0);
}
console.error(`✗ ${path.relative(cwd, file) || file} would be refused:`);
for (const problem of result.problems) console.error(`  - ${problem}`);
process.exit(1);
