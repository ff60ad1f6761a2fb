import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RemoteBuild } from './remote-build';
import { throwingEntry, throwingPage } from './throwing-code';

/**
 * One remote's files served the way its team's CDN would (CORS, correct types), with a fault
 * the suite switches on and off while the portal runs:
 *
 * - `refused`: nothing listens on the port any more (connection refused);
 * - `status`: every file answers 503 or 404;
 * - `slow`: every file answers only after `delayMs`;
 * - `throwing-entry` / `throwing-page`: the remote entry, or the chunk of one exposed page,
 *   is served patched so that it throws (see throwing-code.ts).
 *
 * Files are sent with `Cache-Control: no-cache`: a fixed release keeps its URLs here, so the
 * browser must ask again after a fault is lifted — what is under test is whether the portal
 * asks, not the browser's HTTP cache. Every answer is logged, so a test can check that the
 * runtime really fetched the remote again after a retry.
 */
export type RemoteFault =
  | { kind: 'refused' }
  | { kind: 'status'; status: 404 | 503 }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'throwing-entry' }
  | { kind: 'throwing-page'; module: string };

export interface ServedFile {
  path: string;
  status: number;
  /** The fault in force when the answer was sent (undefined: served as built). */
  fault: RemoteFault['kind'] | undefined;
  /** When it was sent (ms since the epoch). */
  at: number;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

export class ChaosRemote {
  readonly served: ServedFile[] = [];
  private fault: RemoteFault | undefined;
  private server: http.Server | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  private constructor(
    readonly build: RemoteBuild,
    readonly port: number,
  ) {}

  static async start(build: RemoteBuild, port: number): Promise<ChaosRemote> {
    const remote = new ChaosRemote(build, port);
    await remote.listen();
    return remote;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get manifestUrl(): string {
    return `${this.url}/mf-manifest.json`;
  }

  /** Switches the fault on (or off with `undefined`); resolves once the server behaves so. */
  async setFault(fault: RemoteFault | undefined): Promise<void> {
    if (fault?.kind === 'throwing-page') this.build.pageModule(fault.module); // fails early on an unknown page
    this.fault = fault;
    if (fault?.kind === 'refused') await this.close();
    else if (!this.server) await this.listen();
  }

  /** The answers sent from `since` (an earlier `served.length`) on. */
  servedSince(since: number): ServedFile[] {
    return this.served.slice(since);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.close();
  }

  private listen(): Promise<void> {
    const server = http.createServer((req, res) => this.answer(req, res));
    return new Promise((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`port ${this.port} of ${this.build.container} was taken while the remote was down`)
            : error,
        ),
      );
      server.listen(this.port, '127.0.0.1', () => {
        this.server = server;
        resolve();
      });
    });
  }

  private close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const fault = this.fault;
    const send = () => this.send(new URL(req.url ?? '/', 'http://x').pathname, fault, res);
    if (fault?.kind !== 'slow') {
      send();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!res.destroyed) send();
    }, fault.delayMs);
    this.timers.add(timer);
  }

  private send(pathname: string, fault: RemoteFault | undefined, res: http.ServerResponse): void {
    const name = path.posix.normalize(decodeURIComponent(pathname)).replace(/^\/+/, '');
    const file = path.join(this.build.dir, name);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    const log = (status: number, faulted: boolean) =>
      this.served.push({ path: name, status, fault: faulted ? fault?.kind : undefined, at: Date.now() });

    if (fault?.kind === 'status') {
      log(fault.status, true);
      res.writeHead(fault.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(fault.status === 404 ? 'not found' : 'unavailable');
      return;
    }
    if (!file.startsWith(this.build.dir + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      log(404, false);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const patched = this.patched(name, fault);
    log(200, patched !== undefined || fault?.kind === 'slow');
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(patched ?? fs.readFileSync(file));
  }

  private patched(name: string, fault: RemoteFault | undefined): string | undefined {
    const body = () => fs.readFileSync(path.join(this.build.dir, name), 'utf8');
    if (fault?.kind === 'throwing-entry' && name === this.build.entryFile) return throwingEntry(this.build, body());
    if (fault?.kind === 'throwing-page' && name === this.build.pageModule(fault.module).file) {
      return throwingPage(this.build, fault.module, body());
    }
    return undefined;
  }
}
