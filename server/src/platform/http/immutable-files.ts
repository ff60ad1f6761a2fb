import { readFile, stat } from 'node:fs/promises';
import { negotiate } from '@fastify/accept-negotiator';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** The build's pre-compressed twins (`x.js.br`, `x.js.gz`), in the order a client's tie is broken. */
const TWINS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
type Encoding = (typeof TWINS)[number][0];

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** All kept files together: the host, every remote's current build and the pictures of a busy page fit many times over. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** A file bigger than this (a large upload) is streamed from the disk each time, as before. */
const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** A file as it is kept: its bytes, the build's compressed twins, and the headers that describe it. */
export interface KeptFile {
  body: Buffer;
  twins: ReadonlyMap<Encoding, Buffer>;
  type: string;
  etag: string;
  lastModified: string;
}

/** Where a file to keep is on the disk; `type` when the caller knows it better than the file's extension does. */
export interface FileLocation {
  path: string;
  type?: string;
}

export interface ImmutableFilesOptions {
  maxBytes?: number;
  maxFileBytes?: number;
}

/**
 * Files whose name says their bytes — content-hashed build files (`shared.8d37ba09.js`), the
 * catalogue's pictures and uploads named by their hash — read from the disk once and then sent
 * from memory. A page view asks for some twenty of them at once; resolving the path, then
 * stat, open and a stream per request answered ~2 000 a second on this machine, a buffer from
 * memory 12 000–17 000 (README, "Files whose name says their bytes are sent from memory").
 *
 * Only for names that can never change their bytes: a kept file is never checked again. A file
 * that is missing is not remembered (a deploy may add it), and nothing is kept for a request
 * with a Range header (the caller streams it from the disk, which answers ranges).
 */
export class ImmutableFiles {
  private readonly kept: LRUCache<string, KeptFile>;
  private readonly loading = new Map<string, Promise<KeptFile | undefined>>();
  private readonly maxFileBytes: number;

  constructor(options: ImmutableFilesOptions = {}) {
    this.maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    this.kept = new LRUCache({
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // At least 1: the cache refuses a size of 0, and a build can emit an empty file.
      sizeCalculation: (file) => Math.max(1, file.body.length + [...file.twins.values()].reduce((sum, twin) => sum + twin.length, 0)),
    });
  }

  /**
   * The file kept under `key` (for example its URL path), read from where `locate` says the first
   * time; undefined when there is no such file or it is too big to keep — the caller then serves
   * the request as it would without this cache. One read per key, however many ask at once.
   */
  async get(key: string, locate: () => Promise<FileLocation | undefined>): Promise<KeptFile | undefined> {
    const kept = this.kept.get(key);
    if (kept) return kept;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = locate()
        .then((location) => location && this.read(location))
        .then((file) => {
          if (file) this.kept.set(key, file);
          return file;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }

  /** Whether this request may be answered from memory (a Range request is left to the disk). */
  static accepts(request: FastifyRequest): boolean {
    return request.headers.range === undefined;
  }

  /** Answers with the kept file: the twin the client accepts, 304 for a matching If-None-Match, cached for a year. */
  send(request: FastifyRequest, reply: FastifyReply, file: KeptFile): FastifyReply {
    reply
      .header('content-type', file.type)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified)
      .header('cache-control', IMMUTABLE_CACHE_CONTROL);
    if (file.twins.size > 0) reply.header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted && file.twins.size > 0 ? (negotiate(accepted, [...file.twins.keys()]) as Encoding | undefined) : undefined;
    const twin = encoding && file.twins.get(encoding);
    if (encoding && twin) return reply.header('content-encoding', encoding).send(twin);
    return reply.send(file.body);
  }

  private async read(location: FileLocation): Promise<KeptFile | undefined> {
    const info = await stat(location.path).catch(() => undefined);
    if (!info?.isFile() || info.size > this.maxFileBytes) return undefined;
    const [body, ...twins] = await Promise.all([
      readFile(location.path),
      ...TWINS.map(([, suffix]) => readFile(`${location.path}${suffix}`).catch(() => undefined)),
    ]);
    const kept = new Map<Encoding, Buffer>();
    TWINS.forEach(([encoding], index) => {
      const twin = twins[index];
      if (twin) kept.set(encoding, twin);
    });
    return {
      body,
      twins: kept,
      type: location.type ?? contentTypeOf(location.path),
      // The same weak validator @fastify/static sends for the file, so a cache holding either matches.
      etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      lastModified: info.mtime.toUTCString(),
    };
  }
}

/** The content type @fastify/static would send for the file (the same lookup, with its charset rule). */
function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** If-None-Match: `*` or a list of validators, compared weakly (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
