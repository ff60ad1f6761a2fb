import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../../test/config';
import { buildApp } from '../app';
import { DataDirError, LOCK_FILE_NAME, type LockHolder, lockDataDir } from './data-dir-lock';

const scratch: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  scratch.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratch) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

const lockFile = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const readHolder = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockHolder;
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/** A lock file as another server on this machine would have left it. */
function writeForeignLock(dir: string, holder: Partial<LockHolder>): string {
  const content = `${JSON.stringify({ hostname: os.hostname(), startedAt: '2026-01-02T03:04:05.000Z', bootId: bootId(), token: 'theirs', ...holder })}\n`;
  writeFileSync(lockFile(dir), content);
  return content;
}

/** A real process that stays alive until killed: the "other server" holding the lock. */
function liveProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

/** Runs fn as an unprivileged user when the tests run as root (root writes through any mode bits). */
function asUnprivileged<T>(fn: () => T): T {
  if (process.geteuid?.() !== 0) return fn();
  process.setegid?.(65534);
  process.seteuid?.(65534);
  try {
    return fn();
  } finally {
    process.seteuid?.(0);
    process.setegid?.(0);
  }
}

function refusal(fn: () => unknown): DataDirError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DataDirError) return error;
    throw error;
  }
  throw new Error('expected a DataDirError, but the lock was taken');
}

describe('lockDataDir', () => {
  it('creates a missing data dir and a lock file naming this process, and removes it on release', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(lock.file).toBe(lockFile(dir));
    expect(readHolder(dir)).toMatchObject({ pid: process.pid, hostname: os.hostname(), bootId: bootId() });
    expect(Date.parse(readHolder(dir).startedAt)).not.toBeNaN();

    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lock.release();
  });

  it('refuses a data dir held by a live process on this machine, naming the dir and its pid, and leaves its lock alone', async () => {
    const dir = freshDir();
    const holder = liveProcess();
    try {
      const content = writeForeignLock(dir, { pid: holder.pid! });
      const error = refusal(() => lockDataDir(dir));
      expect(error.message).toContain(`DATA_DIR ${dir} is in use by another portal server (pid ${holder.pid}`);
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(content);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process died (kill -9 leaves it behind)', () => {
    const dir = freshDir();
    writeForeignLock(dir, { pid: deadPid() });
    const lock = lockDataDir(dir);
    expect(readHolder(dir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock written before the machine rebooted, whatever runs under that pid now', () => {
    const dir = freshDir();
    const holder = liveProcess();
    try {
      writeForeignLock(dir, { pid: holder.pid!, bootId: '00000000-0000-0000-0000-000000000000' });
      const lock = lockDataDir(dir);
      expect(readHolder(dir)).toMatchObject({ pid: process.pid });
      lock.release();
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock file that is not a lock (empty or garbled)', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '');
    lockDataDir(dir).release();
    writeFileSync(lockFile(dir), '{"pid":');
    const lock = lockDataDir(dir);
    expect(readHolder(dir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('refuses a lock from another host, which it cannot check, and says how to clear it', () => {
    const dir = freshDir();
    writeForeignLock(dir, { pid: deadPid(), hostname: 'other-host' });
    const error = refusal(() => lockDataDir(dir));
    expect(error.message).toContain(`DATA_DIR ${dir} is in use by a portal server on host other-host`);
    expect(error.message).toContain(`delete ${lockFile(dir)}`);
  });

  it('refuses a second open of the same data dir inside one process', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(refusal(() => lockDataDir(dir)).message).toContain(`DATA_DIR ${dir} is already open in this process`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('names the dir, the user and the permission when the data dir is not writable', () => {
    const dir = freshDir();
    chmodSync(dir, 0o555);
    const error = asUnprivileged(() => refusal(() => lockDataDir(dir)));
    const uid = process.geteuid?.() === 0 ? 65534 : process.geteuid?.();
    expect(error.message).toBe(
      `DATA_DIR ${dir} is not writable by this user (uid ${uid}): EACCES — it needs write and search (rwx) permission for this user.`,
    );
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('names the dir and the parent lacking permission when the data dir cannot be created', () => {
    const parent = freshDir();
    chmodSync(parent, 0o555);
    const dir = path.join(parent, 'data', 'portal');
    const error = asUnprivileged(() => refusal(() => lockDataDir(dir)));
    expect(error.message).toContain(`DATA_DIR ${dir} does not exist and this user`);
    expect(error.message).toContain(`EACCES — it needs write and search permission on ${parent}`);
  });

  it('says when DATA_DIR is a file', () => {
    const file = path.join(freshDir(), 'data');
    writeFileSync(file, '');
    expect(refusal(() => lockDataDir(file)).message).toBe(`DATA_DIR ${file} is a file, not a directory: point DATA_DIR at a directory.`);
  });

  it('is released when the process exits without closing anything', () => {
    const dir = freshDir();
    const tsx = path.join(__dirname, '../../node_modules/.bin/tsx');
    const script = `import { lockDataDir } from ${JSON.stringify(path.join(__dirname, 'data-dir-lock.ts'))};
lockDataDir(${JSON.stringify(dir)}); console.log('locked'); process.exit(3);`;
    const run = spawnSync(tsx, ['-e', script], { encoding: 'utf8' });
    expect({ status: run.status, stdout: run.stdout.trim(), stderr: run.stderr }).toEqual({ status: 3, stdout: 'locked', stderr: '' });
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});

describe('the app on an embedded database', () => {
  jest.setTimeout(60_000);

  it('holds DATA_DIR while open, refuses a second app on it, and lets it go when closed', async () => {
    const config = testConfig();
    const first = await buildApp(config);
    try {
      expect(readHolder(config.dataDir)).toMatchObject({ pid: process.pid });
      await expect(buildApp(config)).rejects.toThrow(`DATA_DIR ${config.dataDir} is already open in this process`);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile(config.dataDir))).toBe(false);

    const again = await buildApp(config);
    await again.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
});
