import remoteList from '../../portal-remotes.json';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PortalEnvironment } from '@portal/shared/types';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

/**
 * The real portal server (production build, embedded database, one-command static mode) on a
 * free port with its own data directory and its own environment manifest file, which tests
 * edit to recompose the environment the way ops would.
 */
export interface PortalServer {
  url: string;
  remotesFile: string;
  writeRemotes(remotes: PortalEnvironment['remotes']): void;
  stop(): Promise<void>;
}

export const E2E_APP_TITLE = '测试门户';

export interface PortalOptions {
  remotes?: PortalEnvironment['remotes'];
  /** A PostgreSQL database instead of the embedded one (the suites that read the tables themselves). */
  databaseUrl?: string;
  /** More server variables (e.g. PAYMENT_SANDBOX_SECRET, so a suite can sign notifications). */
  env?: Record<string, string>;
}

export async function startPortal(options: PortalOptions = {}): Promise<PortalServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const remotesFile = path.join(dataDir, 'remotes.json');
  const writeRemotes = (remotes: PortalEnvironment['remotes']) =>
    fs.writeFileSync(remotesFile, JSON.stringify({ appTitle: E2E_APP_TITLE, remotes }, null, 2));
  writeRemotes(options.remotes ?? defaultRemotes());

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // The server takes a free port itself and prints it: a port chosen here could be taken by
      // another process during the seconds the server seeds before it listens.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REMOTES_FILE: remotesFile,
      APP_TITLE: E2E_APP_TITLE,
      LOG_LEVEL: 'warn',
      // Every answer the browser suites get is checked against its route's response schema.
      CHECK_RESPONSES: '1',
      // The account journey asks for several codes to one phone within a minute.
      SMS_RESEND_SECONDS: '2',
      DATABASE_URL: options.databaseUrl ?? '',
      // A busy test machine must not turn a server render into a fallback (SSR_BUDGET_MS).
      SSR_BUDGET_MS: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));

  const url = `http://127.0.0.1:${await listeningPort(child, output)}`;
  await waitForHealth(url, child, output);
  return {
    url,
    remotesFile,
    writeRemotes,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every remote served by the portal server itself, as in the one-command mode. */
export function defaultRemotes(): PortalEnvironment['remotes'] {
  return Object.fromEntries(
    remoteList.remotes.map((remote) => [remote.container, { manifest: `/remotes/${remote.short}/mf-manifest.json` }]),
  );
}

/** The port the server printed ("Portal running at http://localhost:<port>/"). */
async function listeningPort(child: ChildProcess, output: string[]): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const port = /Portal running at http:\/\/localhost:(\d+)\//.exec(output.join(''))?.[1];
    if (port) return Number(port);
    if (child.exitCode !== null) throw new Error(`portal server exited (${child.exitCode}):\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`portal server did not start listening in 120 s:\n${output.join('')}`);
}

/** Resolves once the server answers /api/health; fails with its output if it exits or stays silent too long. */
export async function waitForHealth(url: string, child: ChildProcess, output: string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`portal server did not become healthy in ${timeoutMs / 1000} s:\n${output.join('')}`);
}

/** SIGTERM (a graceful close), SIGKILL after 5 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
