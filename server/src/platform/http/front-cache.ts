import { Readable } from 'node:stream';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyServerOptions,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { generateRequestId } from './request-id';

/**
 * The front cache: a guest's repeat of a public read is answered before the framework sees it.
 *
 * Why: the catalogue already keeps its answers as bytes (CachedBody), yet a kept game detail
 * reached only ~0.45× of a bare node:http hello-world — the rest was Fastify's own request path
 * (routing, body parsing, hooks, header checks, the logger child), spread thin with no part above
 * a few percent (README, benchmarks). Like a reverse proxy's micro-cache, this sits in the
 * node:http request listener: it reads the small body itself, and a hit is written with one
 * writeHead and one end.
 *
 * What it may keep, and why no user ever gets another's answer:
 * - only routes that opt in (`config: { frontCache: true }`), and only requests without a session
 *   token: a guest's answer is the same for every guest;
 * - only an answer the route itself marked with `reply.keepInFront(until)` — a 200 it took from
 *   its own read cache — and only until then: the read cache's own lifetime, ending where that
 *   cache would start refreshing the value, so the refresh still happens ahead of expiry and
 *   nothing is answered older than the catalogue allows (CATALOGUE_CACHE_MS);
 * - keyed by everything the answer can depend on: method, URL, content type, Accept-Encoding
 *   and the exact body bytes. A key is only ever stored from an answer the full stack produced
 *   (validation included), so a hit is byte for byte what the stack would answer now, apart from
 *   its own request id.
 * Everything else — a miss, a token, a large or chunked body — goes to Fastify untouched, with a
 * body already read handed over through a preParsing hook.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Guests' answers this route marks with `reply.keepInFront` may be kept by the front cache. */
    frontCache?: boolean;
  }
  interface FastifyInstance {
    /** How many requests the front cache answered, and how many answers it keeps now. */
    frontCacheStats(): FrontCacheStats;
  }
  interface FastifyReply {
    /** Lets the front cache keep this answer until `until` (the app clock's ms; undefined: do not keep). */
    keepInFront(until: number | undefined): FastifyReply;
  }
}

/** Bodies above this go to Fastify unread: the keyed reads send a few dozen bytes. */
const MAX_KEY_BODY_BYTES = 2048;
/** Bounds of what is kept: distinct answers, and their bytes. */
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Headers not kept: each answer gets its own request id; Node writes date, length and connection. */
const UNKEPT_HEADERS = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

interface KeptAnswer {
  /**
   * The flat [name, value, …] list writeHead takes, content-length included, ending in
   * 'x-request-id' and a slot each hit overwrites with its own id (writeHead copies it at once).
   */
  headers: string[];
  body: Buffer;
  until: number;
}

/** What the front cache left on a request it passed on: its key, and the body it had read. */
interface PassedOn {
  key: string;
  body: Buffer | undefined;
}

const PASSED_ON = Symbol('front-cache passed on');
const KEEP_UNTIL = Symbol('front-cache keep until');
type RawRequest = IncomingMessage & { [PASSED_ON]?: PassedOn };
type MarkedReply = FastifyReply & { [KEEP_UNTIL]?: number };

export interface FrontCacheStats {
  hits: number;
  kept: number;
}

export interface FrontCache {
  /**
   * Fastify's `serverFactory`: the HTTP/1 server Fastify would make itself (its keep-alive,
   * request and connection timeouts, requests per socket), whose request listener answers a hit
   * and hands everything else to Fastify's handler.
   */
  serverFactory(handler: RequestListener, options: FastifyServerOptions): Server;
  /** The Fastify side: marks opted-in routes, hands over read bodies, keeps marked answers. */
  plugin: FastifyPluginAsync;
  stats(): FrontCacheStats;
}

function header(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** `now`: the app's clock in ms, the one the read caches' lifetimes are on. */
export function createFrontCache(now: () => number): FrontCache {
  /** "METHOD /url" of the opted-in routes (no query string: those are POST routes or exact URLs). */
  const routes = new Set<string>();
  const answers = new LRUCache<string, KeptAnswer>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + key.length + 512,
  });
  let hits = 0;
  const stats = (): FrontCacheStats => ({ hits, kept: answers.size });

  const keyOf = (request: IncomingMessage, body: string): string =>
    `${request.method} ${request.url}\n${header(request.headers['content-type'])}\n${header(request.headers['accept-encoding'])}\n${body}`;

  /** Writes a kept answer if there is a live one; false when the request must go on. */
  const answer = (key: string, response: ServerResponse): boolean => {
    const kept = answers.get(key);
    if (!kept) return false;
    if (kept.until <= now()) {
      answers.delete(key);
      return false;
    }
    hits += 1;
    kept.headers[kept.headers.length - 1] = generateRequestId();
    response.writeHead(200, kept.headers);
    response.end(kept.body);
    return true;
  };

  /** The node:http request listener: answers a hit, or hands the request to `next` (Fastify's). */
  const listener =
    (next: RequestListener): RequestListener =>
    (request, response) => {
      const method = request.method ?? '';
      const url = request.url ?? '';
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      if (!routes.has(`${method} ${path}`) || request.headers.token !== undefined) return next(request, response);
      if (method === 'GET') {
        const key = keyOf(request, '');
        if (answer(key, response)) return;
        (request as RawRequest)[PASSED_ON] = { key, body: undefined };
        return next(request, response);
      }
      const length = Number(request.headers['content-length']);
      if (!(length >= 0 && length <= MAX_KEY_BODY_BYTES) || request.headers['transfer-encoding'] !== undefined) {
        return next(request, response);
      }
      // No 'error' listener: a request aborted mid-body never ends (Node destroys the socket and,
      // with no listener, does not raise the error), so nothing below runs for it.
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        const key = keyOf(request, body.toString('latin1'));
        if (answer(key, response)) return;
        (request as RawRequest)[PASSED_ON] = { key, body };
        next(request, response);
      });
    };

  /** The body the listener already read, as the payload stream Fastify's parser reads. */
  const handOverBody: preParsingHookHandler = (request, _reply, payload, done) => {
    const body = (request.raw as RawRequest)[PASSED_ON]?.body;
    done(null, body ? Readable.from([body], { objectMode: false }) : payload);
  };

  const keepMarked: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const passed = (request.raw as RawRequest)[PASSED_ON];
    const until = (reply as MarkedReply)[KEEP_UNTIL];
    if (passed && until !== undefined && until > now() && reply.statusCode === 200 && !request.viewer) {
      const body = Buffer.isBuffer(payload) ? payload : typeof payload === 'string' ? Buffer.from(payload) : undefined;
      if (body) {
        const headers: string[] = [];
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value === undefined || UNKEPT_HEADERS.has(name)) continue;
          for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
        }
        headers.push('content-length', String(body.length), 'x-request-id', '');
        answers.set(passed.key, { headers, body, until });
      }
    }
    done(null, payload);
  };

  const plugin = fp(
    async (app: FastifyInstance) => {
      app.decorate('frontCacheStats', stats);
      app.decorateReply('keepInFront', function keepInFront(this: MarkedReply, until: number | undefined) {
        if (until !== undefined) this[KEEP_UNTIL] = until;
        return this;
      });
      app.addHook('onRoute', (route: RouteOptions) => {
        if (!route.config?.frontCache) return;
        // Matched by exact path in the listener, before any router: no parameters, no wildcards.
        if (/[:*]/.test(route.url)) throw new Error(`front cache: ${route.url} is not a fixed path`);
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // Not HEAD (Fastify adds one beside each GET): its answer has no body to keep.
        for (const method of methods) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
        route.preParsing = [handOverBody, ...([] as preParsingHookHandler[]).concat(route.preParsing ?? [])];
        route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), keepMarked];
      });
    },
    { name: 'front-cache' },
  );

  const serverFactory = (handler: RequestListener, options: FastifyServerOptions): Server => {
    // As Fastify's own lib/server.js does for HTTP/1 (its defaults are filled in by then).
    const server = createServer(listener(handler));
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return { serverFactory, plugin, stats };
}
