// The load balancer in front of the API instances, as a process of its own (a load balancer
// is one, and the load generator's measurements stay free of its work): round robin per
// request over keep-alive connections, appending the caller to X-Forwarded-For as a real one
// does. Each answer names the instance that served it (`x-upstream`, its index).
//
//   node proxy-process.mjs http://127.0.0.1:8081 http://127.0.0.1:8082
//
// Prints `listening <port>` once it accepts connections. Over IPC, `{ useFirst: n }` sends the
// traffic to the first n upstreams only (answered `{ usingFirst: n }`). Plain JavaScript:
// node runs it as it is, without the TypeScript the test runner compiles.
import http from 'node:http';

/** Hop-by-hop headers describe one connection and are never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

const targets = process.argv.slice(2).map((upstream) => new URL(upstream));
if (targets.length === 0) throw new Error('usage: proxy-process.mjs <upstream URL>…');
// Enough sockets that the proxy never becomes the queue: an open-loop load keeps sending when the servers slow.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let active = targets.length;
let turn = 0;

const server = http.createServer((request, response) => {
  const index = turn % active;
  turn += 1;
  const target = targets[index];
  const headers = withoutHopByHop(request.headers);
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), 'x-upstream': String(index) });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'x-upstream': String(index) });
    response.end();
  });
  // A caller that gave up (a timeout) frees the instance's work too, as a load balancer does.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 30_000;

process.on('message', (message) => {
  if (typeof message?.useFirst === 'number') {
    active = Math.max(1, Math.min(message.useFirst, targets.length));
    process.send?.({ usingFirst: active });
  }
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
  agent.destroy();
});
// The harness that started it is gone: so is the proxy.
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
