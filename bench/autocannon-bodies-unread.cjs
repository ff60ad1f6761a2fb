// Preloaded into every autocannon the benchmarks run (bench/load.mjs, and imported by
// bench/scale.mjs): the load generator stops decoding response bodies it never looks at.
//
// Why: autocannon 8 appends each body chunk to a string (lib/pipelinedRequestsQueue.js,
// `req.body += data`; mcollina/autocannon#485, open) — a UTF-8 decode of every byte received.
// For binary bodies that decode is slow: a bare node:http server sending a 15 KB brotli page
// answered 4 000 req/s through it and 49 000 req/s without it; the same size of plain ASCII
// 14 000 and 57 000. The load generator shares this machine's two cores with the server, so
// that cost was measured as the server's: bench:ssr's brotli rows gave the client's limit
// (bare ≈ portal) and a p99 inflated by the client's CPU. No benchmark here passes expectBody,
// verifyBody or onResponse, the only readers of the body; bytes are still counted
// (addByteCount), so throughput figures are unchanged.
'use strict';
const Queue = require('autocannon/lib/pipelinedRequestsQueue.js');

if (typeof Queue.prototype.addBody !== 'function') {
  throw new Error('autocannon no longer has PipelinedRequestsQueue#addBody: revisit bench/autocannon-bodies-unread.cjs');
}
Queue.prototype.addBody = function addBody() {};
