import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/compression';
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const JSON_TYPE = 'application/json; charset=utf-8';
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * An answer kept in a cache as bytes (JSON, or a host page: static/host-pages.ts), with its compressed twins made the first time a
 * client asks for them and kept beside it. A browser always sends Accept-Encoding, so without
 * them every cache hit was compressed again: 24 500 → 3 400 req/s on the game list
 * (bench/api.mjs with `accept-encoding: br`). Made once per entry, on the event loop.
 *
 * Brotli 5, not 11: entries are remade whenever the catalogue changes, and a game's download
 * count changes with every download, so under traffic every kept page is remade each
 * CATALOGUE_CACHE_MS. Brotli 11 took ~30 ms per 9 KB list page, blocking every other request
 * meanwhile (the load suite: 11 of 25 busy seconds in zlib, reads p99 in seconds); brotli 5 takes
 * ~1 ms for a page 13 % larger (1 492 bytes instead of 1 322).
 */
export class CachedBody {
  private readonly twins = new Map<Encoding, Buffer>();

  constructor(
    readonly raw: Buffer,
    private readonly type: string = JSON_TYPE,
  ) {}

  static of(json: string): CachedBody {
    return new CachedBody(Buffer.from(json));
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type(this.type);
    if (this.raw.length < COMPRESS_THRESHOLD_BYTES) return reply.send(this.raw);
    reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? (negotiate(accepted, [...ENCODINGS]) as Encoding | undefined) : undefined;
    if (!encoding) return reply.send(this.raw);
    return reply.header('content-encoding', encoding).send(this.compressed(encoding));
  }

  private compressed(encoding: Encoding): Buffer {
    let twin = this.twins.get(encoding);
    if (!twin) {
      twin =
        encoding === 'br'
          ? brotliCompressSync(this.raw, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
              },
            })
          : gzipSync(this.raw, { level: GZIP_LEVEL });
      this.twins.set(encoding, twin);
    }
    return twin;
  }
}
