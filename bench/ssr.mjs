#!/usr/bin/env node
// Benchmark: the server-rendered home page (issue 17) at 64 connections with a warm catalogue
// cache — req/s and p50/p99 latency — next to a bare node:http server sending the same bytes,
// measured in the same run (the ceiling), and the same page with SSR=0 (the client-rendered page
// as before). Also the render alone, without the guest render cache (SSR_CACHE_MS=0).
// Targets: p99 ≤ 30 ms, throughput ≥ 0.25× the bare baseline. Needs `pnpm build` first.
// Usage: node bench/ssr.mjs [--seconds 10] [--connections 64]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { freePort, numberArg, printTable, startPortal, startServer } from './lib.mjs';
import { listenerPid, load as loadFrom } from './load.mjs';

const seconds = numberArg('--seconds', 10);
const connections = numberArg('--connections', 64);

/**
 * A page load as a browser asks for it, with the server's CPU time per request. Two seconds of the
 * same load go first, not measured: a server's first seconds run cold code (here the portal's
 * first 10 s took 105–130 µs of CPU a request, the next 10 s 85–95).
 */
function load(url, encoding) {
  const headers = { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) };
  loadFrom(url, { connections, seconds: 2, headers });
  return loadFrom(url, { connections, seconds, headers, pid: listenerPid(new URL(url).port) });
}

async function page(base) {
  return (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-ssr-'));
const dataDir = path.join(workDir, 'data');
const stops = [];
try {
  const rows = [];
  // One data directory for every variant: seeded once, by the first server.
  // A browser always asks for brotli: the second row sends what a phone gets (bare: the same
  // page brotli-compressed once, as a static file server with a .br twin would send it).
  for (const [name, env, encoding] of [
    ['home, server-rendered (guest cache SSR_CACHE_MS=1000)', {}],
    ['home, server-rendered, brotli as a browser asks (guest cache)', {}, 'gzip, deflate, br'],
    ['home, server-rendered, no cache (SSR_CACHE_MS=0)', { SSR_CACHE_MS: '0' }],
    ['home, client-rendered (SSR=0)', { SSR: '0' }],
  ]) {
    fs.mkdirSync(dataDir, { recursive: true });
    const portal = await startPortal({ dataDir, env: { SSR_BUDGET_MS: '100', ...env } });
    stops.push(portal.stop);
    // Warm: bundles loaded, catalogue cache filled.
    for (let i = 0; i < 20; i += 1) await page(portal.base);
    const html = await page(portal.base);
    const rendered = html.includes('__PORTAL_SSR__');
    if (rendered !== (env.SSR !== '0')) throw new Error(`${name}: expected ${env.SSR === '0' ? 'no ' : ''}server render`);

    // The ceiling: a bare node:http server sending these exact bytes.
    const bodyFile = path.join(workDir, 'page.html');
    fs.writeFileSync(bodyFile, encoding ? brotliCompressSync(html) : html);
    const helloPort = await freePort();
    const stopHello = await startServer(
      process.execPath,
      [
        '-e',
        `const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
         require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/html; charset=utf-8'); ${encoding ? "s.setHeader('content-encoding', 'br'); " : ''}s.end(body); }).listen(${helloPort}, '127.0.0.1')`,
      ],
      {},
      `http://127.0.0.1:${helloPort}/`,
    );
    const bare = load(`http://127.0.0.1:${helloPort}/`, encoding);
    await stopHello();
    const measured = load(`${portal.base}/`, encoding);
    rows.push([
      name,
      Math.round(measured.rps),
      measured.p50,
      measured.p99,
      Math.round(measured.cpuUs),
      Math.round(bare.rps),
      bare.p99,
      Math.round(bare.cpuUs),
      (measured.rps / bare.rps).toFixed(2),
      fs.statSync(bodyFile).size,
    ]);
    await portal.stop();
    stops.pop();
  }
  printTable(
    `Server rendering of / (${connections} connections, ${seconds} s each; bare = node:http sending the same bytes)`,
    ['page', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'bare req/s', 'bare p99 ms', 'bare CPU µs/req', '× bare', 'bytes'],
    rows,
  );
} finally {
  for (const stop of stops) await stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
