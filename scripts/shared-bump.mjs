#!/usr/bin/env node
/**
 * `pnpm shared:bump [patch|minor|major]`: moves the version of @portal/shared with its run-time
 * exports and rewrites shared/export-surface.json (see shared/contract/export-surface.ts).
 * Without a level it takes the step the change needs: minor for an added export, major for a
 * removed or renamed one. Give `patch` for a fix that changes no export, `major` for a change of
 * behaviour that breaks callers without changing a name.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const level = process.argv[2] ?? 'auto';
if (!['auto', 'patch', 'minor', 'major'].includes(level)) {
  console.error(`usage: pnpm shared:bump [patch|minor|major] (got ${level})`);
  process.exit(2);
}
const versionOf = () => JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version;
const before = versionOf();
const jest = spawnSync(
  'pnpm',
  ['exec', 'jest', '--selectProjects', 'unit', '--testPathPatterns', 'shared/contract/export-surface.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SHARED_BUMP: level } },
);
if (jest.status !== 0) process.exit(jest.status ?? 1);
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', 'shared/package.json', 'shared/export-surface.json'], {
  cwd: root,
  stdio: 'ignore',
});
const after = versionOf();
console.log(
  after === before
    ? `@portal/shared stays ${before}: its run-time exports match shared/export-surface.json.`
    : `@portal/shared ${before} → ${after}. Commit shared/package.json and shared/export-surface.json with the change.`,
);
