/**
 * The contract between @portal/shared and the builds that use it (issue 16, "contracts between
 * builds"). A remote is built against one version of @portal/shared and, at run time, uses the
 * host's copy (a federation singleton) with `requiredVersion: ^<that version>`. That range only
 * protects anyone if the version moves with what the package offers at run time:
 *  - an export added (a remote may call it; an older host lacks it) → at least a minor version;
 *  - an export removed or renamed (an older remote may still call it) → a major version.
 * Type-only exports are not part of it: they vanish from the built code.
 *
 * `shared/export-surface.json` records, per entry point of the package, every run-time export
 * and the version it appeared in; `export-surface.test.ts` compares it with the real modules and
 * `pnpm shared:bump` moves the version and rewrites the record. These are the pure rules.
 */
import semver from 'semver';

/** Entry point (`.`, `./query`, …) → the names it exports at run time. */
export type Surface = Record<string, readonly string[]>;

export interface SurfaceRecord {
  /** The package version this surface belongs to: always the one in shared/package.json. */
  version: string;
  /** Entry point → export name → the version it first appeared in. */
  entries: Record<string, Record<string, string>>;
}

export interface SurfaceChange {
  added: { entry: string; name: string }[];
  removed: { entry: string; name: string }[];
}

export type BumpLevel = 'major' | 'minor' | 'patch';

export const BUMP_COMMAND = 'pnpm shared:bump';

export function compareSurface(record: SurfaceRecord, current: Surface): SurfaceChange {
  const change: SurfaceChange = { added: [], removed: [] };
  for (const entry of unionKeys(record.entries, current)) {
    const before = new Set(Object.keys(record.entries[entry] ?? {}));
    const now = new Set(current[entry] ?? []);
    for (const name of [...now].sort()) if (!before.has(name)) change.added.push({ entry, name });
    for (const name of [...before].sort()) if (!now.has(name)) change.removed.push({ entry, name });
  }
  return change;
}

/** The smallest version step a change needs: removing breaks older callers, adding breaks older hosts. */
export function requiredBump(change: SurfaceChange): BumpLevel | null {
  if (change.removed.length > 0) return 'major';
  if (change.added.length > 0) return 'minor';
  return null;
}

/** What is wrong, as the developer should read it; empty when package, record and modules agree. */
export function surfaceProblems(record: SurfaceRecord, current: Surface, packageVersion: string): string[] {
  const problems: string[] = [];
  if (packageVersion !== record.version) {
    problems.push(
      `shared/package.json says ${packageVersion} but shared/export-surface.json was written for ${record.version}. ` +
        `Change the version of @portal/shared only with \`${BUMP_COMMAND} [patch|minor|major]\`, which keeps the two together.`,
    );
  }
  const change = compareSurface(record, current);
  const level = requiredBump(change);
  if (level) {
    const lines = [
      ...change.added.map(({ entry, name }) => `  + ${name} (${importPath(entry)})`),
      ...change.removed.map(({ entry, name }) => `  - ${name} (${importPath(entry)})`),
    ];
    const why =
      level === 'major'
        ? 'An export was removed or renamed: remotes built against the old name would break, so this needs a major version'
        : 'An export was added: a remote that uses it must not run on a host without it, so this needs a minor version';
    problems.push(
      `The run-time exports of @portal/shared changed without a version bump:\n${lines.join('\n')}\n` +
        `${why} (${record.version} → ${nextVersion(record.version, level)}).\n` +
        `Run \`${BUMP_COMMAND}\`, then commit shared/package.json and shared/export-surface.json.`,
    );
  }
  return problems;
}

/**
 * The record after a bump: the version moves by the larger of what the change needs and what was
 * asked for; new names carry the new version, names still there keep theirs. Null when there is
 * nothing to record (no change and no level asked for).
 */
export function bumpRecord(record: SurfaceRecord, current: Surface, asked: BumpLevel | null): SurfaceRecord | null {
  const needed = requiredBump(compareSurface(record, current));
  const level = larger(needed, asked);
  if (!level) return null;
  const version = nextVersion(record.version, level);
  const entries: SurfaceRecord['entries'] = {};
  for (const entry of Object.keys(current).sort()) {
    const names = [...(current[entry] ?? [])].sort();
    entries[entry] = Object.fromEntries(names.map((name) => [name, record.entries[entry]?.[name] ?? version]));
  }
  return { version, entries };
}

export function nextVersion(version: string, level: BumpLevel): string {
  const next = semver.inc(version, level);
  if (!next) throw new Error(`not a semantic version: ${version}`);
  return next;
}

function larger(a: BumpLevel | null, b: BumpLevel | null): BumpLevel | null {
  const order: (BumpLevel | null)[] = [null, 'patch', 'minor', 'major'];
  return order.indexOf(a) >= order.indexOf(b) ? a : b;
}

function importPath(entry: string): string {
  return entry === '.' ? '@portal/shared' : `@portal/shared/${entry.replace(/^\.\//, '')}`;
}

function unionKeys(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}
