import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES_BY_EXTENSION } from './image-type';
import { LOCAL_UPLOADS_URL_PREFIX } from '../../platform/storage/local-storage';
import { STORAGE_KEY_PATTERN } from '../../platform/storage/storage';

/**
 * GET /media/uploads/<folder>/<sha256>.<ext>: files of the local storage. Names are content
 * hashes, so a URL always means the same bytes and may be cached for a year.
 */
export function localMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { '*': string } }>(`${LOCAL_UPLOADS_URL_PREFIX}*`, async (request, reply) => {
      const key = request.params['*'];
      if (!STORAGE_KEY_PATTERN.test(key)) return reply.callNotFound();
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return reply.callNotFound();
      return reply
        .header('content-type', CONTENT_TYPES_BY_EXTENSION[path.extname(key).slice(1)] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    });
  };
}
