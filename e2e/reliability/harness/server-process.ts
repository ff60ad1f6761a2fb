import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../harness/free-port';
import { REPO_ROOT, SERVER_ENTRY } from '../../harness/paths';

/**
 * The built server (`server/dist/main.mjs`) as a real process on data the caller owns, so a
 * suite can SIGKILL it and start another on the same DATA_DIR or database — what
 * e2e/harness/portal-server.ts cannot, since it owns and deletes its data dir.
 */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Still running (not exited, not killed). */
  alive(): boolean;
  /** SIGKILL: no shutdown hook runs, exactly like a crash. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown); resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Env for the built server: API only on loopback, warnings only; `env` adds or overrides. */
export function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SERVE_STATIC: '0',
    CHECK_RESPONSES: '1',
    DATABASE_URL: '',
    ...env,
  };
}

/** `as` runs it as another user (uid/gid; only when this process may switch, i.e. as root). */
export async function spawnServer(
  env: Record<string, string>,
  as: { uid: number; gid: number } | undefined = undefined,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(as ?? {}),
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (data: Buffer) => chunks.push(data.toString()));
  child.stderr?.on('data', (data: Buffer) => chunks.push(data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => chunks.join(''),
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: () => stopGracefully(child, exited),
  };
}

function stopGracefully(child: ChildProcess, exited: Promise<number | null>): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  return exited;
}

/**
 * Waits until the server answers /api/health, or fails with its output when it exits first
 * or never answers. The deadline only stops a hung start from hanging the suite; on this
 * shared machine a cold start with seeding took 10–90 s, depending on the load.
 */
export async function waitUntilHealthy(server: ServerProcess, deadlineMs = 300_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before answering:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  throw new Error(`the server did not answer /api/health within ${deadlineMs / 1000} s:\n${server.output()}`);
}

/**
 * Spawns the server and waits until it answers. The free port is chosen before the server
 * listens, which comes after migrations and seeding; on this shared machine another process
 * sometimes takes the port in between, and then the start is simply tried on another port.
 */
export async function startServer(env: Record<string, string>, healthDeadlineMs?: number): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const server = await spawnServer(env);
    try {
      await waitUntilHealthy(server, healthDeadlineMs);
      return server;
    } catch (error) {
      if (attempt >= 3 || !server.output().includes('EADDRINUSE')) throw error;
    }
  }
}
