// Load from a second process — autocannon with response bodies left unread
// (autocannon-bodies-unread.cjs) — and the server's CPU time per request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');
const BODIES_UNREAD = path.join(ROOT, 'bench/autocannon-bodies-unread.cjs');

/**
 * `connections` connections for `seconds` against `url`; with `pid`, that process's CPU time per
 * request (µs), which, unlike latency, does not grow when other work on this machine takes the
 * cores. Throws on any non-2xx answer or socket error: a figure made of failures is no figure.
 */
export function load(url, { connections, seconds, method = 'GET', headers = {}, body, pid }) {
  const args = ['-r', BODIES_UNREAD, AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds), '-m', method];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  if (body !== undefined) args.push('-H', 'content-type=application/json', '-b', JSON.stringify(body));
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = JSON.parse(execFileSync(process.execPath, [...args, url], { maxBuffer: 1 << 26 }).toString());
  const cpuUs = pid ? ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(result.requests.total, 1) : undefined;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs,
  };
}

/** The pid of the process listening on 127.0.0.1:`port` (a portal startPortal spawned), from ss. */
export function listenerPid(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return pid;
}

/** CPU time (user + system, ms) the process has used: PGlite runs inside it, so this is server and database together. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
