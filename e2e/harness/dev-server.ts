import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';
import { stopChild } from './portal-server';

/**
 * A remote's own dev server (`pnpm --filter @portal/remote-x dev`: the remote in its local shell,
 * /api proxied to PORTAL_API_URL), on a free port instead of the team's fixed one.
 */
export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRemoteDevServer(folder: string, apiUrl: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    path.join(REPO_ROOT, folder, 'node_modules/.bin/rspack'),
    ['serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { cwd: path.join(REPO_ROOT, folder), env: { ...process.env, PORTAL_API_URL: apiUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForPage(url, child, output);
  return { url, stop: () => stopChild(child) };
}

/** The dev middleware answers once the first compilation is done. */
async function waitForPage(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`dev server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('id="root"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`dev server did not serve ${url} in 180 s:\n${output.join('')}`);
}
