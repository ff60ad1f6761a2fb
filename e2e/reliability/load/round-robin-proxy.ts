import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { stopChild } from '../../harness/portal-server';

/**
 * The load balancer in front of the API instances (proxy-process.mjs), started as a
 * process of its own. The servers trust 127.0.0.1 by TRUST_PROXY, so per-address limits see
 * the address each caller forwarded.
 */
export interface RoundRobinProxy {
  url: string;
  pid: number;
  /** Sends traffic to the first `count` upstreams only (a smaller deployment, the same proxy hop). */
  useFirst(count: number): Promise<void>;
  close(): Promise<void>;
}

const PROGRAM = path.join(__dirname, 'proxy-process.mjs');

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const child: ChildProcess = spawn(process.execPath, [PROGRAM, ...upstreams], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const listening = /listening (\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    useFirst: (count) =>
      new Promise<void>((resolve) => {
        child.once('message', () => resolve());
        child.send({ useFirst: count });
      }),
    close: () => stopChild(child),
  };
}
