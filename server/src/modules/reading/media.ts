import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../../platform/module';
import { readingFileSchema } from './schemas';

/**
 * The reading section's pictures (book covers, comic pages), written by the demo seed under
 * ${DATA_DIR}/reading and served at /media/reading/<file>. A file's name is the hash of what it
 * shows, so it is cached for a year as immutable; `.enc` copies are AES-128-CBC (spec §4) and
 * go out as bytes for the client to decrypt.
 */
export const READING_MEDIA_PREFIX = '/media/reading/';

/** The only names served: no slash, no dot segment, so nothing outside the folder can be named. */
export const READING_FILE_PATTERN = /^(?:cover|page)-[0-9a-f]{16}\.png(?:\.enc)?$/;

export function readingMediaRoutes(root: string) {
  return async (app: FastifyInstance) => {
    typedRoutes(app).get(`${READING_MEDIA_PREFIX}:file`, { schema: readingFileSchema }, async (request, reply) => {
      const name = request.params.file;
      if (!READING_FILE_PATTERN.test(name)) return reply.callNotFound();
      const file = path.join(root, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return reply.callNotFound();
      return reply
        .header('content-type', name.endsWith('.enc') ? 'application/octet-stream' : 'image/png')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    });
  };
}
