import http from 'node:http';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate whatever the server
 * does, and its latency counts from that moment, not from when it was actually sent. A server
 * that slows down therefore sees the same arrivals and pays for the queue it builds (a closed
 * loop — N clients each waiting for its answer — would send less and hide it: coordinated
 * omission).
 */
export interface LoadRequest {
  /** Row of the report, e.g. "game list". */
  endpoint: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface EndpointResult {
  endpoint: string;
  kind: LoadRequest['kind'];
  /** Latency of every answered request, ms from the moment it was due. */
  latencies: number[];
  /** The second of the run each of those requests was due in (same order). */
  dueSeconds: number[];
  /** Answered with a status outside 2xx. */
  non2xx: number;
  /** Answered 2xx but with an envelope code other than 0. */
  failedEnvelopes: number;
  /** Connection errors (refused, reset). */
  errors: number;
  timeouts: number;
  /** A few failed answers, to show in a failing suite's message. */
  examples: string[];
}

export interface LoadRun {
  rate: number;
  seconds: number;
  sent: number;
  /** Wall time from the first due moment to the last answer. */
  elapsedMs: number;
  endpoints: Map<string, EndpointResult>;
  /** Latencies per instance that served (the proxy's `x-upstream`). */
  upstreams: Map<string, number[]>;
  /** Per second of the run (by due time): answers, failures and the slowest latency, to see when trouble came. */
  timeline: { answered: number; failed: number; maxMs: number; loadAverage: number }[];
  /** p99 of this process's event-loop delay: how late the harness itself was, ms. */
  harnessLagP99Ms: number;
  harnessLagMaxMs: number;
  /** CPU this process (the load generator) spent during the run, ms. */
  harnessCpuMs: number;
}

export interface OpenLoopOptions {
  url: string;
  rate: number;
  seconds: number;
  timeoutMs: number;
  next: (index: number) => LoadRequest;
}

const EXAMPLES_PER_KIND = 2;
/**
 * Connections to the load balancer. Bounded, as a fleet of browsers behind a few networks is:
 * a request due while all are busy waits in the queue, and that wait counts in its latency.
 */
const MAX_CONNECTIONS = 512;

export function failures(result: EndpointResult): number {
  return result.non2xx + result.failedEnvelopes + result.errors + result.timeouts;
}

export async function runOpenLoop({ url, rate, seconds, timeoutMs, next }: OpenLoopOptions): Promise<LoadRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS, maxFreeSockets: MAX_CONNECTIONS });
  const endpoints = new Map<string, EndpointResult>();
  const upstreams = new Map<string, number[]>();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  const resultFor = (request: LoadRequest) => {
    let result = endpoints.get(request.endpoint);
    if (!result) {
      result = {
        endpoint: request.endpoint,
        kind: request.kind,
        latencies: [],
        dueSeconds: [],
        non2xx: 0,
        failedEnvelopes: 0,
        errors: 0,
        timeouts: 0,
        examples: [],
      };
      endpoints.set(request.endpoint, result);
    }
    return result;
  };

  const timeline: LoadRun['timeline'] = Array.from({ length: Math.ceil(seconds) }, () => ({
    answered: 0,
    failed: 0,
    maxMs: 0,
    loadAverage: 0,
  }));
  const secondOf = (time: number) => Math.min(timeline.length - 1, Math.max(0, Math.floor((time - start) / 1000)));
  let start = 0;

  const send = (request: LoadRequest, due: number) => {
    const result = resultFor(request);
    const dueSecond = secondOf(due);
    const second = timeline[dueSecond]!;
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers: Record<string, string> = { ...request.headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    const settle = (record: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      const before = failures(result);
      record();
      second.answered += 1;
      second.failed += failures(result) - before;
      second.maxMs = Math.max(second.maxMs, performance.now() - due);
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    };
    const example = (kind: string, what: string) => {
      const shown = result.examples.filter((line) => line.startsWith(`[${kind}]`)).length;
      if (shown < EXAMPLES_PER_KIND) result.examples.push(`[${kind}] ${request.method} ${request.path}: ${what}`);
    };
    inFlight += 1;
    const outgoing = http.request(`${url}${request.path}`, { method: request.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => settle(() => (result.errors += 1)));
      response.on('end', () =>
        settle(() => {
          const latency = performance.now() - due;
          const status = response.statusCode ?? 0;
          const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
          result.latencies.push(latency);
          result.dueSeconds.push(dueSecond);
          const upstream = String(response.headers['x-upstream'] ?? '?');
          const perUpstream = upstreams.get(upstream) ?? [];
          upstreams.set(upstream, perUpstream);
          perUpstream.push(latency);
          if (status < 200 || status > 299) {
            result.non2xx += 1;
            example('non-2xx', `HTTP ${status} ${text.slice(0, 200)}`);
          } else if (!text.startsWith('{"code":0,') && envelopeCode(text) !== 0) {
            result.failedEnvelopes += 1;
            example('code≠0', `HTTP ${status} ${text.slice(0, 200)}`);
          }
        }),
      );
    });
    // A whole-request deadline (a socket timeout would restart with every byte). A request
    // still queued for a connection is dropped; one already sent keeps its connection until the
    // answer comes and is ignored: closing it would open another, and under overload thousands of
    // closed connections fill the ephemeral ports until every connect() crawls (the harness froze
    // for 53 s that way while the servers were fine).
    deadline = setTimeout(() => {
      settle(() => {
        result.timeouts += 1;
        example('timeout', `no answer in ${timeoutMs} ms`);
      });
      if (!outgoing.socket) outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error) =>
      settle(() => {
        result.errors += 1;
        example('error', String(error));
      }),
    );
    outgoing.end(body);
  };

  lag.enable();
  const cpuBefore = process.cpuUsage();
  start = performance.now();
  // The machine's load average each second: a figure measured on a busy machine says so.
  const sampler = setInterval(() => {
    timeline[secondOf(performance.now())]!.loadAverage = os.loadavg()[0]!;
  }, 1000);
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, however late this tick runs: the rate never bends.
      while (sent < total && start + sent * interval <= now) {
        send(next(sent), start + sent * interval);
        sent += 1;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  const elapsedMs = performance.now() - start;
  clearInterval(sampler);
  lag.disable();
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rate,
    seconds,
    sent,
    elapsedMs,
    endpoints,
    upstreams,
    timeline,
    harnessLagP99Ms: lag.percentile(99) / 1e6,
    harnessLagMaxMs: lag.max / 1e6,
    harnessCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** The answer as text, decompressed as its Content-Encoding says (the mix asks like a browser). */
function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return brotliDecompressSync(body).toString();
    if (encoding === 'gzip') return gunzipSync(body).toString();
    return body.toString();
  } catch {
    return `(${encoding} that does not decompress)`;
  }
}

function envelopeCode(text: string): number | undefined {
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    return typeof parsed.code === 'number' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
