import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../harness/free-port';
import { REPO_ROOT, SERVER_ENTRY } from '../../harness/paths';
import { stopChild, waitForHealth } from '../../harness/portal-server';

/**
 * One instance of the built API server (server/dist/main.mjs, API only) as a deployment runs
 * it: its own port and data directory, configured by environment variables only. The process
 * id is exposed so a suite can watch its memory.
 */
export interface ApiInstance {
  url: string;
  pid: number;
  /** Everything it printed (for a failing suite's message). */
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

export interface ApiInstanceOptions {
  healthTimeoutMs?: number;
  /** Options for node itself, e.g. `--cpu-prof` to profile an instance (NODE_OPTIONS refuses it). */
  nodeArguments?: string[];
}

export async function startApiInstance(env: Record<string, string>, options: ApiInstanceOptions = {}): Promise<ApiInstance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
  const child = spawn(process.execPath, [...(options.nodeArguments ?? []), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_STATIC: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitForHealth(url, child, output, options.healthTimeoutMs);
  } catch (error) {
    removeData();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output.join(''),
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      await stopChild(child);
      removeData();
    },
  };
}
