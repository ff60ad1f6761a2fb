/**
 * One writer per embedded data directory (issue 11), with the built server as real processes:
 * a second server on a DATA_DIR in use exits at once naming the holder, the first keeps
 * answering, a kill -9 leaves a lock the next start takes over (with every account kept), and
 * a read-only DATA_DIR is refused naming the path, the user and the permission.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@portal/shared/types';
import { mustCall } from './harness/api-call';
import { reportFigure } from './harness/report';
import { type ServerProcess, spawnServer, startServer, waitUntilHealthy } from './harness/server-process';

const LOCK_FILE = 'portal-server.pid';
const dirs: string[] = [];
const servers: ServerProcess[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-suite-'));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  for (const dir of dirs) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Started on the dir; tracked so a failing test never leaves it running. */
async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

/** Either it exits (with its code) or it starts answering, whichever comes first. */
async function exitOrAnswer(server: ServerProcess): Promise<{ exited: number | null } | { answered: true }> {
  servers.push(server);
  return Promise.race([
    server.exited.then((code) => ({ exited: code })),
    waitUntilHealthy(server).then(() => ({ answered: true as const })),
  ]);
}

const password = 'Lock2pass9';
const register = (url: string, loginName: string) => mustCall<LoginResult>(url, 'user/registerWithName', { loginName, password });
const login = (url: string, loginName: string) => mustCall<LoginResult>(url, 'user/login', { loginName, password });
const lockHolder = (dir: string) => (JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid;

const figure: string[] = [];
afterAll(() => {
  if (figure.length) reportFigure('data-dir-lock', figure.join('; '));
});

describe('one server per PGlite DATA_DIR', () => {
  it('refuses a second server on a DATA_DIR in use, keeps the first answering, and takes the lock over after kill -9', async () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, SEED_DEMO: '0' };
    const stamp = Date.now().toString(36);
    const first = await start(env);
    const alice = await register(first.url, `lka${stamp}`);
    expect(lockHolder(dir)).toBe(first.pid);

    const second = await spawnServer(env);
    const outcome = await exitOrAnswer(second);
    expect(outcome).toEqual({ exited: 1 });
    expect(second.output()).toContain(`DATA_DIR ${dir} is in use by another portal server (pid ${first.pid}`);

    // The holder never noticed: it still reads and writes.
    expect((await login(first.url, `lka${stamp}`)).uid).toBe(alice.uid);
    const bob = await register(first.url, `lkb${stamp}`);
    expect(lockHolder(dir)).toBe(first.pid);

    await first.kill();
    // kill -9 runs no exit hook: the lock stays, naming a process that is gone.
    expect(lockHolder(dir)).toBe(first.pid);

    const third = await start(env);
    expect(lockHolder(dir)).toBe(third.pid);
    expect((await login(third.url, `lka${stamp}`)).uid).toBe(alice.uid);
    expect((await login(third.url, `lkb${stamp}`)).uid).toBe(bob.uid);

    expect(await third.stop()).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    figure.push(`2nd server on a DATA_DIR in use: exit 1 naming pid ${first.pid}, holder kept answering`);
    figure.push('after kill -9 the next start took the lock over with 2/2 accounts; a clean stop removed it');
  });

  it('names DATA_DIR, the user and the permission when DATA_DIR is read-only', async () => {
    const dir = dataDir();
    chmodSync(dir, 0o555);
    // Root writes through mode bits: run the server as nobody when this suite runs as root.
    const root = process.geteuid?.() === 0;
    const server = await spawnServer({ DATA_DIR: dir, SEED_DEMO: '0' }, root ? { uid: 65534, gid: 65534 } : undefined);
    expect(await exitOrAnswer(server)).toEqual({ exited: 1 });
    const uid = root ? 65534 : process.geteuid?.();
    expect(server.output()).toContain(`DATA_DIR ${dir} is not writable by this user (uid ${uid}): EACCES`);
    figure.push('read-only DATA_DIR: exit 1 naming the path, the uid and the permission');
  });
});
