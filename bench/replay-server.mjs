#!/usr/bin/env node
// A bare node:http server answering every request of one recorded page load (bench/web.mjs
// records it from the portal) with the bytes and headers the portal sent: the floor of what
// Chromium alone needs to show that page on this machine, in the same run. No framework, no
// render, no database; everything from memory. A request it has no answer for gets 404
// (REPLAY_LOG_MISSES=1 prints each: the telemetry beacon sent after the recording ends is the
// only one on the pages bench:web loads).
// Usage: node bench/replay-server.mjs <recording.json> <port>
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {{ method: string, path: string, status: number, headers: Record<string, string>, body: string }[]} */
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
const answers = new Map(recorded.map((r) => [`${r.method} ${r.path}`, { ...r, body: Buffer.from(r.body, 'base64') }]));

http
  .createServer((request, response) => {
    if (request.url === '/__ready') return response.end('ok');
    const answer = answers.get(`${request.method} ${request.url}`);
    // The request's body is not read: a POST is answered by its path, as recorded.
    request.resume();
    if (!answer) {
      if (process.env.REPLAY_LOG_MISSES) console.error('miss', request.method, request.url);
      response.statusCode = 404;
      return response.end();
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1');
