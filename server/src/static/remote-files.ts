import { stat } from 'node:fs/promises';
import path from 'node:path';
import { hasVersion, isPrivateBuildFile, listVersions, readCurrent, sourceMapsDir, versionDir } from '@portal/deploy/store';
import { cacheControlFor, IMMUTABLE, isContentHashed } from './cache-control';
import type { RemoteMount, StaticLayout } from './layout';

/**
 * Where a file under /remotes/<short>/ comes from:
 *  - `version`: /remotes/<short>/<version>/… — a published version in the deploy store, immutable;
 *  - `current`: /remotes/<short>/… while the store has a `current` version of the remote (the
 *    one-command mode after `pnpm build`); `version` is the one the file was found in (an older
 *    one for a chunk the current version no longer has);
 *  - `dist`: /remotes/<short>/… from the team's local build (<folder>/dist) while it has none.
 */
export type RemoteFileOrigin =
  | { kind: 'version'; version: string }
  | { kind: 'current'; current: string; version: string }
  | { kind: 'dist' };

export interface RemoteFile {
  remote: RemoteMount;
  /** The folder to serve from, and the file's path inside it (posix, checked: never leaves it). */
  root: string;
  relative: string;
  cacheControl: string;
  origin: RemoteFileOrigin;
}

export interface RemoteFileOptions {
  /** SERVE_SOURCE_MAPS: *.map and mf-stats.json are found (in the private source-map store); otherwise they do not exist. */
  serveSourceMaps: boolean;
}

/** The path segments of a URL path below a prefix (still percent-encoded), or undefined when any could climb or hide. */
export function safeSegments(rest: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/');
  // No "..", ".", empty segments, dot files (the store's own bookkeeping), backslashes or NULs.
  const bad = segments.some((segment) => segment === '' || segment.startsWith('.') || /[\\\0]/.test(segment));
  return bad ? undefined : segments;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file behind a URL path under /remotes/, or undefined when there is none (or it is
 * private, or the path tries to leave its folder). A content-hashed file missing from the
 * current version is looked up in the older versions, newest first: a page that read the
 * previous manifest just before `current` moved still gets that manifest's chunks.
 */
export async function resolveRemoteFile(
  layout: StaticLayout,
  urlPath: string,
  options: RemoteFileOptions,
): Promise<RemoteFile | undefined> {
  const remote = layout.remotes.find((mount) => urlPath.startsWith(mount.urlPrefix));
  if (!remote) return undefined;
  const segments = safeSegments(urlPath.slice(remote.urlPrefix.length));
  if (!segments) return undefined;
  const store = layout.deployRoot;
  const [first, ...below] = segments as [string, ...string[]];

  const privateFile = isPrivateBuildFile(segments.join('/'));
  if (privateFile && !options.serveSourceMaps) return undefined;
  // Source maps and mf-stats.json of a published version live in the private source-map store.
  const folderOf = (version: string) =>
    privateFile ? sourceMapsDir(store, remote.short, version) : versionDir(store, remote.short, version);

  if (below.length > 0 && (await hasVersion(store, remote.short, first))) {
    const relative = below.join('/');
    return { remote, root: folderOf(first), relative, cacheControl: IMMUTABLE, origin: { kind: 'version', version: first } };
  }

  const relative = segments.join('/');
  const cacheControl = cacheControlFor(relative);
  const current = await readCurrent(store, remote.short);
  if (!current) {
    if (!(await isFile(path.join(remote.dir, relative)))) return undefined;
    return { remote, root: remote.dir, relative, cacheControl, origin: { kind: 'dist' } };
  }
  if (await isFile(path.join(folderOf(current), relative))) {
    return { remote, root: folderOf(current), relative, cacheControl, origin: { kind: 'current', current, version: current } };
  }
  if (!isContentHashed(relative.replace(/\.map$/, ''))) return undefined;
  for (const { version } of await listVersions(store, remote.short)) {
    if (version === current || !(await isFile(path.join(folderOf(version), relative)))) continue;
    return { remote, root: folderOf(version), relative, cacheControl, origin: { kind: 'current', current, version } };
  }
  return undefined;
}
