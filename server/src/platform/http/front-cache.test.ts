import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFrontCache } from './front-cache';

/** An HTTP answer as a client sees it. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The front cache over real HTTP (it lives in the node:http listener, which inject() bypasses),
 * in front of a small app whose handler counts what reaches it: a hit must not.
 */
describe('front cache', () => {
  let app: FastifyInstance;
  let port: number;
  let clock = 1_000_000;
  /** How long the route lets its next answers be kept (undefined: not at all). */
  let keepFor: number | undefined = 1000;
  let handled = 0;

  beforeAll(async () => {
    const front = createFrontCache(() => clock);
    app = Fastify({ serverFactory: front.serverFactory });
    await app.register(front.plugin);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.post<{ Body: { id: number } }>(
      '/item',
      {
        config: { frontCache: true },
        schema: { body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } },
      },
      async (request, reply) => {
        handled += 1;
        if (request.body.id === 404) return reply.status(404).send({ missing: request.body.id });
        const token = request.headers.token;
        reply.keepInFront(keepFor === undefined ? undefined : clock + keepFor);
        return { id: request.body.id, answer: handled, for: token ? `player ${token}` : 'guest' };
      },
    );
    app.get('/plain', { config: { frontCache: true } }, async (request, reply) => {
      handled += 1;
      reply.keepInFront(clock + 1000);
      return { query: request.query, answer: handled };
    });
    app.post('/not-opted-in', async (_request, reply) => {
      handled += 1;
      reply.keepInFront(clock + 1000);
      return { answer: handled };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock += 10_000;
    keepFor = 1000;
  });

  /** One request; `chunks` are written one by one (a body in pieces), `chunked` without a length. */
  function send(path: string, options: { method?: string; chunks?: string[]; headers?: Record<string, string>; chunked?: boolean } = {}) {
    const chunks = options.chunks ?? [];
    const length = Buffer.byteLength(chunks.join(''));
    return new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'POST',
          headers: {
            ...(chunks.length ? { 'content-type': 'application/json' } : {}),
            ...(chunks.length && !options.chunked ? { 'content-length': String(length) } : {}),
            ...options.headers,
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => (body += part));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      request.on('error', reject);
      for (const chunk of chunks) request.write(chunk);
      request.end();
    });
  }
  const item = (body: string, headers: Record<string, string> = {}) => send('/item', { chunks: [body], headers });

  it('answers a guest’s repeat from memory, byte for byte, with its own request id, without reaching the app', async () => {
    const first = await item('{"id":1}');
    const reached = handled;
    const second = await item('{"id":1}');
    expect(handled).toBe(reached);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
    expect(second.headers['x-request-id']).toEqual(expect.any(String));
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps an answer no longer than the route said, then asks the app again', async () => {
    keepFor = 500;
    const first = await item('{"id":2}');
    clock += 499;
    expect((await item('{"id":2}')).body).toBe(first.body);
    clock += 1;
    const after = await item('{"id":2}');
    expect(JSON.parse(after.body).answer).toBeGreaterThan(JSON.parse(first.body).answer);
  });

  it('keeps nothing the route did not mark, nor an answer that is not a 200', async () => {
    keepFor = undefined;
    const unmarked = await item('{"id":3}');
    expect((await item('{"id":3}')).body).not.toBe(unmarked.body);
    const reached = handled;
    expect((await item('{"id":404}')).status).toBe(404);
    expect((await item('{"id":404}')).status).toBe(404);
    expect(handled).toBe(reached + 2);
    await send('/not-opted-in');
    await send('/not-opted-in');
    expect(handled).toBe(reached + 4);
  });

  it('never answers a request with a session token from memory, nor keeps its answer for guests', async () => {
    const guest = await item('{"id":5}');
    const player = await item('{"id":5}', { token: 'abc' });
    expect(JSON.parse(player.body).for).toBe('player abc');
    expect((await item('{"id":5}')).body).toBe(guest.body);
    expect(JSON.parse((await item('{"id":5}', { token: 'abc' })).body).answer).toBeGreaterThan(JSON.parse(player.body).answer);
  });

  it('keys by the exact body, the content type and Accept-Encoding', async () => {
    const plain = await item('{"id":6}');
    const spaced = await item('{ "id": 6 }');
    expect(spaced.body).not.toBe(plain.body);
    const brotli = await item('{"id":6}', { 'accept-encoding': 'br' });
    expect(brotli.body).not.toBe(plain.body);
    expect((await item('{"id":6}', { 'accept-encoding': 'br' })).body).toBe(brotli.body);
    expect((await item('{"id":7}')).body).not.toBe(plain.body);
  });

  it('hands a body it read to the app whole, even when it came in pieces, and refuses bad input as the app does', async () => {
    const pieces = await send('/item', { chunks: ['{"i', 'd":', '8}'] });
    expect(JSON.parse(pieces.body)).toMatchObject({ id: 8, for: 'guest' });
    // The same bytes cut elsewhere are the same request.
    expect((await send('/item', { chunks: ['{"id":', '8}'] })).body).toBe(pieces.body);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const invalid = await item('{"id":0}');
      expect(invalid.status).toBe(400);
      expect(JSON.parse(invalid.body).message).toMatch(/id/);
    }
  });

  it('passes a body without a length, or a large one, to the app unread', async () => {
    const chunked = await send('/item', { chunks: ['{"id":9}'], chunked: true });
    expect(JSON.parse(chunked.body)).toMatchObject({ id: 9 });
    const large = JSON.stringify({ id: 10, padding: 'x'.repeat(4000) });
    const first = await item(large);
    expect(JSON.parse(first.body)).toMatchObject({ id: 10 });
    expect((await item(large)).body).not.toBe(first.body);
  });

  it('serves on the HTTP server Fastify would make, with Fastify’s timeouts', () => {
    const own = Fastify();
    expect(app.server.keepAliveTimeout).toBe(own.server.keepAliveTimeout);
    expect(app.server.requestTimeout).toBe(own.server.requestTimeout);
    expect(app.server.timeout).toBe(own.server.timeout);
    expect(app.server.keepAliveTimeout).toBe(72_000);
  });

  it('refuses at start a route whose path has parameters (the listener matches exact paths)', async () => {
    const front = createFrontCache(() => clock);
    const other = Fastify();
    await other.register(front.plugin);
    await other.after();
    expect(() => other.get('/item/:id', { config: { frontCache: true } }, async () => ({}))).toThrow('/item/:id is not a fixed path');
    await other.close();
  });

  it('keys a GET route by its query string', async () => {
    const a = await send('/plain?page=1', { method: 'GET' });
    expect((await send('/plain?page=1', { method: 'GET' })).body).toBe(a.body);
    const b = await send('/plain?page=2', { method: 'GET' });
    expect(JSON.parse(b.body)).toMatchObject({ query: { page: '2' } });
    expect(b.body).not.toBe(a.body);
  });
});
