// Helpers shared by the benchmark scripts: arguments, free ports, child servers, the portal
// and its API, medians, tables.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** `--name N` from the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const index = process.argv.indexOf(name);
  return (index >= 0 && Number(process.argv[index + 1])) || fallback;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Starts a process and resolves once `ready(url)` answers; returns a stop function, whose
 * `output()` gives what the process has printed so far.
 */
export async function startServer(command, args, env, url, timeoutMs = 120_000) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  stop.output = () => output;
  return stop;
}

/**
 * The script of a bare node:http server on 127.0.0.1:`port` answering /<key> with the body stored
 * under that key in the JSON file `bodiesFile` (the exact bytes an endpoint answered), and any
 * other path with a hello-world envelope: the ceiling a benchmark sets the portal beside. The
 * bodies are encoded once, as the portal sends its kept answers: a string encoded per request
 * (9 KB of CJK JSON) made this ceiling slower than the portal itself. A request's body is read
 * first, as any server that looks at it must.
 */
export function sameBytesServerScript(bodiesFile, port) {
  return `const bodies = Object.fromEntries(Object.entries(require(${JSON.stringify(bodiesFile)})).map(([key, text]) => [key, Buffer.from(text)]));
    const hello = Buffer.from('{"code":0,"msg":"ok","data":"hello"}');
    require('node:http').createServer((q, s) => {
      q.resume();
      q.on('end', () => {
        s.setHeader('content-type', 'application/json; charset=utf-8');
        s.end(bodies[q.url.slice(1)] ?? hello);
      });
    }).listen(${port}, '127.0.0.1')`;
}

export function printTable(title, columns, rows) {
  const widths = columns.map((c, i) => Math.max(String(c).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/**
 * The Node flags the server starts with (its `start` script, the one place they are set), so a
 * benchmark measures the server as it ships.
 */
export function serverNodeFlags() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'server/package.json'), 'utf8'));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * The built portal (server/dist/main.mjs) on a free port, quiet, on PGlite in `dataDir` (a
 * fresh temporary one, removed on stop, when not given). Resolves once /api/health answers.
 */
export async function startPortal({ dataDir, env = {}, timeoutMs } = {}) {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stopServer = await startServer(
    process.execPath,
    [...serverNodeFlags(), 'server/dist/main.mjs'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    `${base}/api/health`,
    timeoutMs,
  );
  const stop = async () => {
    await stopServer();
    if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
  };
  return { base, stop, output: stopServer.output };
}

/** POSTs JSON to the portal's API; the envelope's data, or an error with its msg. */
export async function apiPost(base, route, body = {}, token) {
  const response = await fetch(`${base}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg}`);
  return envelope.data;
}

/** The seeded demo player's session. */
export const loginDemo = (base) => apiPost(base, '/user/login', { loginName: 'demo', password: 'demo1234' });
