import type { FastifyReply } from 'fastify';

/**
 * A Server-Sent Events answer written straight to the socket. The reply is hijacked, so
 * nothing buffers it: no compression (an SSE body compressed would sit in the encoder until it
 * filled a block), no response-schema check, no content-length. Each message is
 * `id:` / `event:` / `data:` lines and a blank line; a comment line (`: ping`) every
 * `heartbeatMs` keeps proxies and the client's idle timer from closing a quiet stream.
 */
export interface EventStream {
  send(event: { id?: number; event: string; data: unknown }): void;
  /** Runs once when the stream ends, whoever ends it (client gone, app closing). */
  onClose(callback: () => void): void;
  close(): void;
  readonly closed: boolean;
}

/** Tells the client how long to wait before reconnecting after a drop. */
const RETRY_MS = 2000;

export function openEventStream(reply: FastifyReply, heartbeatMs: number): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the body.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': String(reply.request.id),
  });
  raw.flushHeaders();
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const callbacks: Array<() => void> = [];
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();

  function finish(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const callback of callbacks) callback();
  }
  raw.on('close', finish);
  raw.on('error', finish);

  return {
    send({ id, event, data }) {
      if (closed) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(callback) {
      if (closed) callback();
      else callbacks.push(callback);
    },
    close() {
      if (!closed) raw.end();
      finish();
    },
    get closed() {
      return closed;
    },
  };
}
