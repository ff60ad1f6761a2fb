import fs from 'node:fs';
import path from 'node:path';
import { type BumpLevel, type Surface, type SurfaceRecord, bumpRecord, surfaceProblems } from './export-surface';

/**
 * Keeps the version of @portal/shared moving with its run-time exports (see export-surface.ts).
 * The exports are read from the modules themselves, as a bundle sees them: whatever TypeScript
 * erases (types, interfaces, `export type`) is not there.
 *
 * `pnpm shared:bump [patch|minor|major]` runs this file with SHARED_BUMP set: it then writes the
 * new version and record instead of failing.
 */
const SHARED_DIR = path.resolve(__dirname, '..');
const PACKAGE_FILE = path.join(SHARED_DIR, 'package.json');
const RECORD_FILE = path.join(SHARED_DIR, 'export-surface.json');

interface PackageJson {
  version: string;
  exports: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Every entry point of the package that is code (not `./tokens.css`, not `./package.json`). */
function currentSurface(pkg: PackageJson): Surface {
  const surface: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(pkg.exports)) {
    if (!/\.tsx?$/.test(file)) continue;
    const module = require(path.join(SHARED_DIR, file)) as Record<string, unknown>;
    surface[entry] = Object.keys(module)
      .filter((name) => name !== '__esModule')
      .sort();
  }
  return surface;
}

const pkg = readJson<PackageJson>(PACKAGE_FILE);
const record = readJson<SurfaceRecord>(RECORD_FILE);
const bump = process.env.SHARED_BUMP;

if (bump) {
  it(`records the run-time exports of @portal/shared and moves its version (${bump})`, () => {
    const asked = bump === 'auto' ? null : (bump as BumpLevel);
    if (asked && !['patch', 'minor', 'major'].includes(asked))
      throw new Error(`SHARED_BUMP must be auto, patch, minor or major, not ${bump}`);
    if (pkg.version !== record.version) throw new Error(surfaceProblems(record, currentSurface(pkg), pkg.version).join('\n\n'));
    const next = bumpRecord(record, currentSurface(pkg), asked);
    if (!next) return;
    fs.writeFileSync(RECORD_FILE, `${JSON.stringify(next, null, 2)}\n`);
    const text = fs.readFileSync(PACKAGE_FILE, 'utf8');
    fs.writeFileSync(PACKAGE_FILE, text.replace(/"version": "[^"]+"/, `"version": "${next.version}"`));
  });
} else {
  it('the version of @portal/shared moves with its run-time exports', () => {
    const problems = surfaceProblems(record, currentSurface(pkg), pkg.version);
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });

  it('records names that are really exported at run time, and no type-only ones', () => {
    // A type erased by the compiler would show up as a name whose value is undefined.
    const surface = currentSurface(pkg);
    const entry = require(path.join(SHARED_DIR, pkg.exports['.'] as string)) as Record<string, unknown>;
    expect(surface['.']).toContain('apiGet');
    expect(surface['.']).not.toContain('LoginResult');
    expect(Object.entries(entry).filter(([, value]) => value === undefined)).toEqual([]);
  });
}
