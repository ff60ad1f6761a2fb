/**
 * One writer per embedded data directory. PGlite has no lock of its own (its postmaster.pid
 * names a fake pid), so two servers on one DATA_DIR both open the files, both confirm writes,
 * and one's writes vanish at the next start (issue 11 measured it). Modelled on PostgreSQL's
 * postmaster.pid: a lock file holding who owns the directory, created atomically, judged by
 * whether its owner still runs, removed on a clean stop and taken over after a crash.
 *
 * Synchronous on purpose: it runs once before the database opens, and it must also release
 * from a process 'exit' handler, where nothing asynchronous runs.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'portal-server.pid';

/** What the lock file says about the process that holds the directory. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Linux boot id: a lock from before a reboot is stale whatever its pid. */
  bootId: string | null;
  /** Tells this holder's file apart from a later one with the same pid. */
  token: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours; idempotent. */
  release(): void;
}

/** A data directory this process may not use; the message names the directory and what to do. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** Directories this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code ?? 'unknown error';
const PERMISSION_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

function whoAmI(): string {
  const uid = process.geteuid?.();
  return uid === undefined ? 'this user' : `this user (uid ${uid})`;
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Makes sure `dir` exists and this process can create files in it; otherwise a DataDirError
 * naming the directory, the user and the permission it needs. `label` names the setting
 * (`DATA_DIR`) or the folder in the message.
 */
export function ensureWritableDirectory(dir: string, label = 'DATA_DIR'): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') throw new DataDirError(`${label} ${dir} is a file, not a directory: point ${label} at a directory.`);
    if (code === 'ENOTDIR')
      throw new DataDirError(`${label} ${dir} cannot be created: a part of its path is a file, not a directory (ENOTDIR).`);
    if (PERMISSION_CODES.has(code)) {
      throw new DataDirError(
        `${label} ${dir} does not exist and ${whoAmI()} cannot create it: ${code} — it needs write and search permission on ` +
          `${nearestExisting(dir)}. Create ${dir} writable by this user, or point ${label} at a directory this user may write.`,
      );
    }
    throw new DataDirError(`${label} ${dir} cannot be created: ${code}.`);
  }
  if (!statSync(dir).isDirectory()) throw new DataDirError(`${label} ${dir} is not a directory: point ${label} at a directory.`);
  // A real write, not access(2): that answers for the real uid and ignores read-only mounts' finer points.
  const probe = path.join(dir, `.write-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw notWritable(dir, label, error);
  }
}

/** The closest ancestor of a missing directory that exists: where the permission is lacking. */
function nearestExisting(dir: string): string {
  let current = path.dirname(dir);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

function notWritable(dir: string, label: string, error: unknown): DataDirError {
  const code = errorCode(error);
  const fix =
    code === 'EROFS' ? 'it is on a read-only file system; mount it read-write' : 'it needs write and search (rwx) permission for this user';
  return new DataDirError(`${label} ${dir} is not writable by ${whoAmI()}: ${code} — ${fix}.`);
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0 || typeof value.hostname !== 'string') return null;
    return {
      pid: value.pid as number,
      hostname: value.hostname,
      startedAt: String(value.startedAt ?? 'unknown'),
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      token: String(value.token ?? ''),
    };
  } catch {
    return null;
  }
}

/** The lock file's text, or null when it is gone. */
function readLockFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw new DataDirError(`The lock file ${file} cannot be read by ${whoAmI()}: ${errorCode(error)}.`);
  }
}

/** Whether a process with this pid exists on this machine (EPERM: it exists, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

type Verdict = 'alive' | 'stale' | 'other-host';

function judge(holder: LockHolder | null, here: { hostname: string; bootId: string | null; isAlive: (pid: number) => boolean }): Verdict {
  // Unreadable content: not something a live server writes (the file appears complete, see lockDataDir).
  if (!holder) return 'stale';
  if (holder.hostname !== here.hostname) return 'other-host';
  if (holder.bootId && here.bootId && holder.bootId !== here.bootId) return 'stale';
  // Our own pid or our parent's cannot be another server: a container restarted with the same
  // numbering (PostgreSQL reasons the same way about postmaster.pid).
  if (holder.pid === process.pid || holder.pid === process.ppid) return 'stale';
  return here.isAlive(holder.pid) ? 'alive' : 'stale';
}

function inUse(dir: string, file: string, holder: LockHolder, verdict: Verdict): DataDirError {
  if (verdict === 'other-host') {
    return new DataDirError(
      `DATA_DIR ${dir} is in use by a portal server on host ${holder.hostname} (pid ${holder.pid}, started ${holder.startedAt}); ` +
        `this host cannot tell whether it still runs. Stop it, or if it is gone for good delete ${file}.`,
    );
  }
  return new DataDirError(
    `DATA_DIR ${dir} is in use by another portal server (pid ${holder.pid}, started ${holder.startedAt}). ` +
      `Stop that server first, or give this one its own DATA_DIR (lock file: ${file}).`,
  );
}

export interface LockOptions {
  /** How liveness is checked (default: signal 0 to the pid). */
  isAlive?: (pid: number) => boolean;
  hostname?: string;
}

/**
 * Claims `dir` for this process: creates it when missing, checks it is writable, and creates
 * `dir/portal-server.pid` naming this process. A lock whose owner is gone (killed, crashed,
 * before a reboot) is taken over; one whose owner runs is a DataDirError naming the directory
 * and the pid. Released by `release()` and, failing that, when the process exits.
 */
export function lockDataDir(dir: string, options: LockOptions = {}): DataDirLock {
  const directory = path.resolve(dir);
  ensureWritableDirectory(directory);
  const realDir = realpathSync(directory);
  if (heldHere.has(realDir)) throw new DataDirError(`DATA_DIR ${directory} is already open in this process.`);

  const here = { hostname: options.hostname ?? os.hostname(), bootId: readBootId(), isAlive: options.isAlive ?? processAlive };
  const file = path.join(directory, LOCK_FILE_NAME);
  const mine: LockHolder = {
    pid: process.pid,
    hostname: here.hostname,
    startedAt: new Date().toISOString(),
    bootId: here.bootId,
    token: randomBytes(12).toString('hex'),
  };
  const content = `${JSON.stringify(mine)}\n`;

  // The whole file is written first and then linked into place: link(2) fails if the name
  // exists, so the lock appears atomically and never half-written for another starter to misread.
  const draft = `${file}.${process.pid}.${mine.token}.tmp`;
  try {
    writeFileSync(draft, content, { flag: 'wx' });
  } catch (error) {
    throw notWritable(directory, 'DATA_DIR', error);
  }
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        linkSync(draft, file);
        return hold(realDir, file, mine.token);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw notWritable(directory, 'DATA_DIR', error);
      }
      const raw = readLockFile(file);
      if (raw === null) continue;
      const holder = parseHolder(raw);
      const verdict = judge(holder, here);
      if (verdict !== 'stale') throw inUse(directory, file, holder as LockHolder, verdict);
      removeStaleLock(file, raw);
    }
    throw new DataDirError(`DATA_DIR ${directory}: could not take ${file} (other servers keep starting on it).`);
  } finally {
    unlinkQuietly(draft);
  }
}

/**
 * Removes the stale lock `raw` — and only it. Another starter may have replaced it a moment
 * ago; the file is first moved aside under a name of our own, and put back if it is not the
 * one we judged.
 */
function removeStaleLock(file: string, raw: string): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readLockFile(aside) !== raw) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone holds the name again; the next round judges that holder.
    }
  }
  unlinkQuietly(aside);
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

function hold(realDir: string, file: string, token: string): DataDirLock {
  heldHere.add(realDir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    heldHere.delete(realDir);
    const raw = readLockFileQuietly(file);
    // Only our own lock: after a takeover the file belongs to someone else.
    if (raw !== null && parseHolder(raw)?.token === token) unlinkQuietly(file);
  };
  process.on('exit', release);
  return { file, release };
}

function readLockFileQuietly(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
