/**
 * The deploy store: published remote builds, one immutable folder per version.
 *
 *   <root>/remotes/<short>/<version>/           a build as published (never changed, never overwritten)
 *   <root>/remotes/<short>/<version>/.portal-deploy.json   when, what, and a digest of the content
 *   <root>/remotes/<short>/current              the version the one-command mode serves (one line)
 *   <root>/sourcemaps/<short>/<version>/        the version's *.map and mf-stats.json, kept privately
 *   <root>/sourcemaps/host/<label>/             the host's maps, per build
 *
 * A version appears whole: it is written into a temporary sibling folder (a dot name, never
 * listed or served) and renamed into place. `current` is replaced the same way (temp file +
 * rename), so a reader sees the old pointer or the new one, never half of either. The server
 * (server/src/static) reads the store with the functions below; the CLI (cli.ts) writes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_ROUTES_FILE, SERVER_BUILD_DIR, SERVER_MANIFEST_FILE } from '@portal/shared/types';

export const CURRENT_FILE = 'current';
export const VERSION_INFO_FILE = '.portal-deploy.json';
export const REMOTES_DIR = 'remotes';
export const SOURCE_MAPS_DIR = 'sourcemaps';

/** A version name is a build label: 1-64 of letters, digits, `_ . + -`, not starting with a dot. */
const VERSION_NAME = /^[\w+-][\w.+-]{0,63}$/;
const SHORT_NAME = /^[a-z0-9][a-z0-9-]*$/;
/** Folders a publish or prune is still writing or removing: dot names, skipped by every reader. */
const WORK_PREFIXES = ['.tmp-', '.build-', '.trash-'];

export class DeployError extends Error {}

export interface VersionInfo {
  version: string;
  /** Module Federation container name, e.g. remote_square. */
  remote: string;
  /** ISO time of publishing; orders versions (newest first). */
  publishedAt: string;
  /** sha256 over the public files, build label left out: equal digests = the same build. */
  digest: string;
  files: number;
}

export function isVersionName(name: string): boolean {
  return VERSION_NAME.test(name) && name !== CURRENT_FILE;
}

function assertShort(short: string): void {
  if (!SHORT_NAME.test(short)) throw new DeployError(`"${short}" is not a remote's short name`);
}

function assertVersion(version: string): void {
  if (!isVersionName(version)) {
    throw new DeployError(
      `"${version}" is not a valid version: 1-64 letters, digits, _ . + - (not starting with a dot, not "${CURRENT_FILE}")`,
    );
  }
}

export function remoteDir(root: string, short: string): string {
  assertShort(short);
  return path.join(root, REMOTES_DIR, short);
}

export function versionDir(root: string, short: string, version: string): string {
  assertVersion(version);
  return path.join(remoteDir(root, short), version);
}

export function sourceMapsDir(root: string, short: string, version: string): string {
  assertShort(short);
  assertVersion(version);
  return path.join(root, SOURCE_MAPS_DIR, short, version);
}

/**
 * Files of a build that are not for browsers: source maps (they hold the source) and
 * mf-stats.json (build internals), with their compressed twins.
 */
export function isPrivateBuildFile(relativePath: string): boolean {
  const name = path.posix.basename(relativePath.replace(/\\/g, '/')).replace(/\.(br|gz)$/, '');
  return name.endsWith('.map') || name === 'mf-stats.json';
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `version` of `short` is published (its folder exists). */
export async function hasVersion(root: string, short: string, version: string): Promise<boolean> {
  return isVersionName(version) && (await isDirectory(versionDir(root, short, version)));
}

/** The version `current` names, if it names a published one. */
export async function readCurrent(root: string, short: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(remoteDir(root, short), CURRENT_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const version = text.trim();
  return (await hasVersion(root, short, version)) ? version : undefined;
}

/** Points the one-command mode at `version` (temp file + rename: atomic). Returns the previous version. */
export async function setCurrent(root: string, short: string, version: string): Promise<string | undefined> {
  if (!(await hasVersion(root, short, version))) {
    const known = (await listVersions(root, short)).map((info) => info.version);
    throw new DeployError(
      `${short} has no version "${version}" in ${remoteDir(root, short)}` +
        (known.length ? `; published: ${known.join(', ')}` : '; nothing is published yet'),
    );
  }
  const previous = await readCurrent(root, short);
  const file = path.join(remoteDir(root, short), CURRENT_FILE);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${version}\n`);
  await rename(temp, file);
  return previous;
}

async function readInfo(dir: string, version: string): Promise<VersionInfo> {
  try {
    const info = JSON.parse(await readFile(path.join(dir, VERSION_INFO_FILE), 'utf8')) as VersionInfo;
    if (info.version === version && typeof info.publishedAt === 'string') return info;
  } catch {
    // a folder put there by hand: described by its own time below
  }
  const { mtime } = await stat(dir);
  return { version, remote: '', publishedAt: mtime.toISOString(), digest: '', files: 0 };
}

/** The published versions of a remote, newest first. */
export async function listVersions(root: string, short: string): Promise<VersionInfo[]> {
  const dir = remoteDir(root, short);
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const infos = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && isVersionName(entry.name))
      .map((entry) => readInfo(path.join(dir, entry.name), entry.name).catch(() => undefined)),
  );
  return infos
    .filter((info): info is VersionInfo => info !== undefined)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}

/** Remotes with a folder in the store. */
export async function listRemotes(root: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(root, REMOTES_DIR), { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory() && SHORT_NAME.test(entry.name)).map((entry) => entry.name);
  } catch {
    return [];
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Files that carry the build label: two builds of the same code differ only there. */
const LABELLED_FILES = new Set([REMOTE_ROUTES_FILE, `${SERVER_BUILD_DIR}/${SERVER_MANIFEST_FILE}`]);

/**
 * A digest of what a build serves: every public file's path and bytes, except the compressed
 * twins (made from their originals) and the build label inside portal-routes.json and the server bundle's manifest, which differs
 * between two builds of the same code. Equal digests: publishing again would change nothing.
 */
export async function buildDigest(dir: string): Promise<{ digest: string; files: number }> {
  const files = (await filesUnder(dir)).filter((file) => file !== VERSION_INFO_FILE && !isPrivateBuildFile(file));
  const present = new Set(files);
  const hash = createHash('sha256');
  let count = 0;
  for (const file of files) {
    const twinOf = file.replace(/\.(br|gz)$/, '');
    if (twinOf !== file && present.has(twinOf)) continue;
    let content: Buffer | string = await readFile(path.join(dir, file));
    if (LABELLED_FILES.has(file)) {
      const { version: _label, ...rest } = JSON.parse(content.toString('utf8')) as Record<string, unknown>;
      content = JSON.stringify(rest);
    }
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
    count += 1;
  }
  return { digest: hash.digest('hex'), files: count };
}

export interface PublishOptions {
  root: string;
  short: string;
  /** Container name the build must carry (its mf-manifest.json `name`). */
  container: string;
  /** The build output folder. */
  from: string;
  version: string;
  /** move: `from` is a scratch build folder inside the store (renamed, not copied); copy: e.g. remote-x/dist. */
  mode: 'move' | 'copy';
  /** Skip when the build equals the current version (the one-command `pnpm build`). */
  skipIfCurrent?: boolean;
  now?: Date;
}

export type PublishResult =
  | { published: true; version: string; dir: string; sourceMapsDir: string | undefined; info: VersionInfo; privateFiles: number }
  | { published: false; version: string; reason: 'same as current' };

/** A name for scratch work beside `dir`'s final place: a dot name, so nobody lists or serves it. */
export function workPath(parent: string, kind: 'tmp' | 'build' | 'trash', name: string): string {
  return path.join(parent, `.${kind}-${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

async function readBuildJson(file: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new DeployError(`not a remote build: cannot read ${file} (${(error as Error).message})`);
  }
}

/**
 * Publishes a remote build as `version`: checks it is that remote's build of that label, moves
 * its private files to the source-map store, and renames it into place. An existing version is
 * never overwritten (checked first, and the final rename fails if one appeared meanwhile).
 */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { root, short, container, from, version, mode } = options;
  const target = versionDir(root, short, version);
  if (await isDirectory(target)) {
    throw new DeployError(
      `${container} version ${version} is already published (${target}); a version is never overwritten — build again for a new label`,
    );
  }
  const manifest = await readBuildJson(path.join(from, 'mf-manifest.json'));
  if (manifest.name !== container) {
    throw new DeployError(`${from} is the build of ${String(manifest.name)}, not ${container}`);
  }
  const routes = await readBuildJson(path.join(from, 'portal-routes.json'));
  if (routes.version !== version) {
    throw new DeployError(`${from} was built with the label ${String(routes.version)}, not ${version}: the label is the version`);
  }
  const { digest, files } = await buildDigest(from);
  if (options.skipIfCurrent) {
    const current = await readCurrent(root, short);
    if (current && (await readInfo(versionDir(root, short, current), current)).digest === digest) {
      return { published: false, version: current, reason: 'same as current' };
    }
  }

  const parent = remoteDir(root, short);
  await mkdir(parent, { recursive: true });
  const staging = workPath(parent, 'tmp', version);
  const mapsParent = path.join(root, SOURCE_MAPS_DIR, short);
  const mapsStaging = workPath(mapsParent, 'tmp', version);
  try {
    if (mode === 'move') await rename(from, staging);
    else await cp(from, staging, { recursive: true });
    const privateFiles = (await filesUnder(staging)).filter(isPrivateBuildFile);
    for (const file of privateFiles) {
      await mkdir(path.dirname(path.join(mapsStaging, file)), { recursive: true });
      await rename(path.join(staging, file), path.join(mapsStaging, file));
    }
    const info: VersionInfo = { version, remote: container, publishedAt: (options.now ?? new Date()).toISOString(), digest, files };
    await writeFile(path.join(staging, VERSION_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);

    let mapsDir: string | undefined;
    if (privateFiles.length) {
      mapsDir = sourceMapsDir(root, short, version);
      // Left by a publish that died before its version appeared: that version does not exist.
      await rm(mapsDir, { recursive: true, force: true });
      await rename(mapsStaging, mapsDir);
    }
    try {
      await rename(staging, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') {
        throw new DeployError(`${container} version ${version} was published by someone else meanwhile; not overwritten`);
      }
      throw error;
    }
    return { published: true, version, dir: target, sourceMapsDir: mapsDir, info, privateFiles: privateFiles.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(mapsStaging, { recursive: true, force: true });
  }
}

/** Copies a host build's private files to `sourcemaps/host/<label>/` (the host is not versioned here). */
export async function keepHostSourceMaps(root: string, hostDist: string, label: string): Promise<number> {
  const files = (await filesUnder(hostDist)).filter(isPrivateBuildFile);
  if (!files.length) return 0;
  const target = sourceMapsDir(root, 'host', label);
  const staging = workPath(path.dirname(target), 'tmp', label);
  try {
    for (const file of files) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await cp(path.join(hostDist, file), path.join(staging, file));
    }
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return files.length;
}

export interface PruneOptions {
  root: string;
  /** Keep this many newest versions of each remote (besides the protected ones). */
  keep: number;
  /** Versions in use elsewhere, by `${short}/${version}` → why (e.g. the environment file naming it). */
  protect: Map<string, string>;
  /** Scratch folders older than this are left-overs of a dead publish: removed. */
  staleWorkMs?: number;
  now?: Date;
}

export interface PruneReport {
  remote: string;
  kept: { version: string; why: string[] }[];
  removed: string[];
}

/**
 * Removes old versions of every remote: keeps the newest `keep`, the `current` one and every
 * protected one; their private source maps go with them. A version leaves by a rename to a
 * dot name first, so it vanishes at once and whole; then its files are deleted.
 */
export async function prune(options: PruneOptions): Promise<PruneReport[]> {
  const { root, keep, protect } = options;
  const now = (options.now ?? new Date()).getTime();
  const reports: PruneReport[] = [];
  for (const short of (await listRemotes(root)).sort()) {
    if (short === 'host') continue;
    const versions = await listVersions(root, short);
    const current = await readCurrent(root, short);
    const report: PruneReport = { remote: short, kept: [], removed: [] };
    for (const [index, info] of versions.entries()) {
      const why: string[] = [];
      if (info.version === current) why.push('current');
      if (index < keep) why.push(`newest ${keep}`);
      const named = protect.get(`${short}/${info.version}`);
      if (named) why.push(named);
      if (why.length) {
        report.kept.push({ version: info.version, why });
        continue;
      }
      const dir = versionDir(root, short, info.version);
      const trash = workPath(path.dirname(dir), 'trash', info.version);
      await rename(dir, trash);
      await rm(trash, { recursive: true, force: true });
      await rm(sourceMapsDir(root, short, info.version), { recursive: true, force: true });
      report.removed.push(info.version);
    }
    await removeStaleWork(remoteDir(root, short), now, options.staleWorkMs ?? 3_600_000);
    reports.push(report);
  }
  await pruneHostSourceMaps(root, keep);
  return reports;
}

/** The host's kept maps: the newest `keep` builds. */
async function pruneHostSourceMaps(root: string, keep: number): Promise<void> {
  const dir = path.join(root, SOURCE_MAPS_DIR, 'host');
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const builds = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && isVersionName(entry.name))
      .map(async (entry) => ({ name: entry.name, mtime: (await stat(path.join(dir, entry.name))).mtimeMs })),
  );
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const build of builds.slice(Math.max(keep, 1))) await rm(path.join(dir, build.name), { recursive: true, force: true });
}

async function removeStaleWork(dir: string, now: number, olderThanMs: number): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[]);
  for (const entry of entries) {
    if (!WORK_PREFIXES.some((prefix) => entry.name.startsWith(prefix))) continue;
    const file = path.join(dir, entry.name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > olderThanMs) await rm(file, { recursive: true, force: true });
  }
}

/**
 * The versions an environment file names: every `/remotes/<short>/<version>/` in it, wherever
 * it appears (a manifest URL, a canary entry, an absolute CDN URL), so a layout the file may
 * grow later is still read right.
 */
export function versionsNamedIn(text: string): { short: string; version: string }[] {
  const found: { short: string; version: string }[] = [];
  for (const match of text.matchAll(/\/remotes\/([a-z0-9][a-z0-9-]*)\/([\w+-][\w.+-]{0,63})\//g)) {
    const [, short, version] = match as unknown as [string, string, string];
    if (isVersionName(version)) found.push({ short, version });
  }
  return found;
}
